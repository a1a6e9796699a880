package org.chessarbiter.rules.xiangqi;

import static org.chessarbiter.rules.xiangqi.Squares.COUNT;
import static org.chessarbiter.rules.xiangqi.Squares.file;
import static org.chessarbiter.rules.xiangqi.Squares.of;
import static org.chessarbiter.rules.xiangqi.Squares.onBoard;
import static org.chessarbiter.rules.xiangqi.Squares.rank;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Side;

/**
 * Precomputed targets of every piece kind from every point (Luật Cờ Tướng 2004 Điều 4.3), and the
 * reverse tables used to detect attacks on a general. Index [side][square] where the side
 * matters (0 = Red, 1 = Black).
 */
final class MoveTables {
    /** Orthogonal rays: [square][direction] = points in order, nearest first (Điều 4.3d, 4.3g). */
    static final int[][][] RAYS = new int[COUNT][4][];
    /** General steps inside its own palace (Điều 4.3a). */
    static final int[][] GENERAL = new int[COUNT][];
    /** Advisor diagonal steps inside its own palace (Điều 4.3b). */
    static final int[][] ADVISOR = new int[COUNT][];
    /** Elephant targets on its own half (Điều 4.3c); {@link #ELEPHANT_EYE} holds the blocking point. */
    static final int[][] ELEPHANT = new int[COUNT][];
    static final int[][] ELEPHANT_EYE = new int[COUNT][];
    /** Horse targets (Điều 4.3e); {@link #HORSE_LEG} holds the blocking point of each. */
    static final int[][] HORSE = new int[COUNT][];
    static final int[][] HORSE_LEG = new int[COUNT][];
    /** Points from which a horse attacks the square, with the leg of each such move. */
    static final int[][] HORSE_ATTACKER = new int[COUNT][];
    static final int[][] HORSE_ATTACKER_LEG = new int[COUNT][];
    /** Soldier targets [side][square] (Điều 4.3h: forward; sideways once across the river). */
    static final int[][][] SOLDIER = new int[2][COUNT][];
    /** Points from which a soldier of [side] attacks the square. */
    static final int[][][] SOLDIER_ATTACKER = new int[2][COUNT][];

    private static final int[][] ORTHOGONAL = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] HORSE_STEPS = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};

    static {
        for (int sq = 0; sq < COUNT; sq++) {
            fillRays(sq);
            fillPalace(sq);
            fillElephant(sq);
            fillHorse(sq);
            for (Side side : Side.values()) {
                fillSoldier(sq, side);
            }
        }
        for (int sq = 0; sq < COUNT; sq++) {
            fillHorseAttackers(sq);
            for (int s = 0; s < 2; s++) {
                fillSoldierAttackers(sq, s);
            }
        }
    }

    private MoveTables() {
    }

    private static void fillRays(int sq) {
        for (int d = 0; d < 4; d++) {
            List<Integer> ray = new ArrayList<>();
            int f = file(sq) + ORTHOGONAL[d][0];
            int r = rank(sq) + ORTHOGONAL[d][1];
            while (onBoard(f, r)) {
                ray.add(of(f, r));
                f += ORTHOGONAL[d][0];
                r += ORTHOGONAL[d][1];
            }
            RAYS[sq][d] = toArray(ray);
        }
    }

    private static void fillPalace(int sq) {
        Side owner = Squares.inPalace(sq, Side.FIRST) ? Side.FIRST : Squares.inPalace(sq, Side.SECOND) ? Side.SECOND : null;
        GENERAL[sq] = owner == null ? new int[0] : steps(sq, ORTHOGONAL, owner);
        ADVISOR[sq] = owner == null ? new int[0] : steps(sq, DIAGONAL, owner);
    }

    private static int[] steps(int sq, int[][] dirs, Side palace) {
        List<Integer> out = new ArrayList<>();
        for (int[] d : dirs) {
            int f = file(sq) + d[0];
            int r = rank(sq) + d[1];
            if (onBoard(f, r) && Squares.inPalace(of(f, r), palace)) {
                out.add(of(f, r));
            }
        }
        return toArray(out);
    }

    private static void fillElephant(int sq) {
        Side half = Squares.onOwnHalf(sq, Side.FIRST) ? Side.FIRST : Side.SECOND;
        List<Integer> to = new ArrayList<>();
        List<Integer> eye = new ArrayList<>();
        for (int[] d : DIAGONAL) {
            int f = file(sq) + 2 * d[0];
            int r = rank(sq) + 2 * d[1];
            if (onBoard(f, r) && Squares.onOwnHalf(of(f, r), half)) {
                to.add(of(f, r));
                eye.add(of(file(sq) + d[0], rank(sq) + d[1]));
            }
        }
        ELEPHANT[sq] = toArray(to);
        ELEPHANT_EYE[sq] = toArray(eye);
    }

    private static void fillHorse(int sq) {
        List<Integer> to = new ArrayList<>();
        List<Integer> leg = new ArrayList<>();
        for (int[] d : HORSE_STEPS) {
            int f = file(sq) + d[0];
            int r = rank(sq) + d[1];
            if (onBoard(f, r)) {
                to.add(of(f, r));
                // the leg is the orthogonal neighbour in the direction of the two-point step
                leg.add(Math.abs(d[0]) == 2 ? of(file(sq) + d[0] / 2, rank(sq)) : of(file(sq), rank(sq) + d[1] / 2));
            }
        }
        HORSE[sq] = toArray(to);
        HORSE_LEG[sq] = toArray(leg);
    }

    private static void fillHorseAttackers(int target) {
        List<Integer> from = new ArrayList<>();
        List<Integer> leg = new ArrayList<>();
        for (int sq = 0; sq < COUNT; sq++) {
            for (int i = 0; i < HORSE[sq].length; i++) {
                if (HORSE[sq][i] == target) {
                    from.add(sq);
                    leg.add(HORSE_LEG[sq][i]);
                }
            }
        }
        HORSE_ATTACKER[target] = toArray(from);
        HORSE_ATTACKER_LEG[target] = toArray(leg);
    }

    private static void fillSoldier(int sq, Side side) {
        int forward = side == Side.FIRST ? 1 : -1;
        List<Integer> to = new ArrayList<>();
        if (onBoard(file(sq), rank(sq) + forward)) {
            to.add(of(file(sq), rank(sq) + forward));
        }
        if (!Squares.onOwnHalf(sq, side)) {
            for (int df = -1; df <= 1; df += 2) {
                if (onBoard(file(sq) + df, rank(sq))) {
                    to.add(of(file(sq) + df, rank(sq)));
                }
            }
        }
        SOLDIER[side.ordinal()][sq] = toArray(to);
    }

    private static void fillSoldierAttackers(int target, int side) {
        List<Integer> from = new ArrayList<>();
        for (int sq = 0; sq < COUNT; sq++) {
            for (int t : SOLDIER[side][sq]) {
                if (t == target) {
                    from.add(sq);
                }
            }
        }
        SOLDIER_ATTACKER[side][target] = toArray(from);
    }

    private static int[] toArray(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
