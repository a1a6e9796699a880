package org.chessarbiter.rules.xiangqi;

/**
 * Which pieces attack a point (Luật Cờ Tướng 2004 Điều 4.3 read backwards), and check (Điều 6.1,
 * Điều 22.2) including the rule that the generals may not face each other on an open file (Điều
 * 4.3a).
 */
public final class Attacks {
    private static final int GENERAL = 1;
    private static final int ADVISOR = 2;
    private static final int ELEPHANT = 3;
    private static final int HORSE = 4;
    private static final int CHARIOT = 5;
    private static final int CANNON = 6;
    private static final int SOLDIER = 7;

    private Attacks() {
    }

    /** Whether the side to move on the board has its general in check (or facing the other one). */
    public static boolean inCheck(Board b) {
        return inCheck(b, b.sideIndex());
    }

    /**
     * Whether the general of {@code side} (0 = Red, 1 = Black) is attacked, or faces the other
     * general on an open file (Điều 4.3a: that position is illegal for the side that made it).
     */
    public static boolean inCheck(Board b, int side) {
        int k = b.general(side);
        if (k < 0) {
            return false;
        }
        int enemy = (side ^ 1) << 3;
        int[][] rays = MoveTables.RAYS[k];
        for (int d = 0; d < 4; d++) {
            int[] ray = rays[d];
            int i = occupied(b, ray, 0);
            if (i == ray.length) {
                continue;
            }
            int p = b.pieceAt(ray[i]);
            if (p == (enemy | CHARIOT) || d < 2 && p == (enemy | GENERAL)) {
                return true;
            }
            i = occupied(b, ray, i + 1);
            if (i < ray.length && b.pieceAt(ray[i]) == (enemy | CANNON)) {
                return true;
            }
        }
        return horseOrSoldierAttacks(b, k, enemy);
    }

    /** The index of the first occupied point of the ray from {@code i} on, or the ray's length. */
    private static int occupied(Board b, int[] ray, int i) {
        while (i < ray.length && b.pieceAt(ray[i]) == 0) {
            i++;
        }
        return i;
    }

    /** Whether the two generals stand on one file with nothing between them (Điều 4.3a). */
    public static boolean generalsFace(Board b) {
        int red = b.general(0);
        int black = b.general(1);
        if (red < 0 || black < 0 || Squares.file(red) != Squares.file(black)) {
            return false;
        }
        for (int sq = red + Squares.FILES; sq != black; sq += Squares.FILES) {
            if (b.pieceAt(sq) != 0) {
                return false;
            }
        }
        return red < black;
    }

    private static boolean horseOrSoldierAttacks(Board b, int target, int enemy) {
        int[] from = MoveTables.HORSE_ATTACKER[target];
        int[] legs = MoveTables.HORSE_ATTACKER_LEG[target];
        for (int i = 0; i < from.length; i++) {
            if (b.pieceAt(from[i]) == (enemy | HORSE) && b.pieceAt(legs[i]) == 0) {
                return true;
            }
        }
        for (int s : MoveTables.SOLDIER_ATTACKER[enemy >> 3][target]) {
            if (b.pieceAt(s) == (enemy | SOLDIER)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The points of the pieces of {@code bySide} (0 = Red, 1 = Black) that could move to
     * {@code target} by the movement rules of Điều 4.3 (ignoring whether that leaves their own
     * general in check). Used to classify chases and protection (Điều 22.4, 22.14–16).
     */
    public static int attackers(Board b, int target, int bySide, int[] out) {
        int n = 0;
        int own = bySide << 3;
        for (int[] ray : MoveTables.RAYS[target]) {
            int i = occupied(b, ray, 0);
            if (i == ray.length) {
                continue;
            }
            if (b.pieceAt(ray[i]) == (own | CHARIOT)) {
                out[n++] = ray[i];
            }
            i = occupied(b, ray, i + 1);
            if (i < ray.length && b.pieceAt(ray[i]) == (own | CANNON)) {
                out[n++] = ray[i];
            }
        }
        int[] from = MoveTables.HORSE_ATTACKER[target];
        int[] legs = MoveTables.HORSE_ATTACKER_LEG[target];
        for (int i = 0; i < from.length; i++) {
            if (b.pieceAt(from[i]) == (own | HORSE) && b.pieceAt(legs[i]) == 0) {
                out[n++] = from[i];
            }
        }
        for (int s : MoveTables.SOLDIER_ATTACKER[bySide][target]) {
            if (b.pieceAt(s) == (own | SOLDIER)) {
                out[n++] = s;
            }
        }
        n = symmetric(b, MoveTables.GENERAL[target], own | GENERAL, out, n);
        n = symmetric(b, MoveTables.ADVISOR[target], own | ADVISOR, out, n);
        int[] eyes = MoveTables.ELEPHANT_EYE[target];
        int[] el = MoveTables.ELEPHANT[target];
        for (int i = 0; i < el.length; i++) {
            if (b.pieceAt(el[i]) == (own | ELEPHANT) && b.pieceAt(eyes[i]) == 0) {
                out[n++] = el[i];
            }
        }
        return n;
    }

    private static int symmetric(Board b, int[] from, int code, int[] out, int n) {
        for (int s : from) {
            if (b.pieceAt(s) == code) {
                out[n++] = s;
            }
        }
        return n;
    }
}
