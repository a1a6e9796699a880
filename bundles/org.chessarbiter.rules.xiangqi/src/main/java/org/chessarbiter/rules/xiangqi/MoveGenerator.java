package org.chessarbiter.rules.xiangqi;

/**
 * Generates the moves of Luật Cờ Tướng 2004 Điều 4.3 for the side to move. Pseudo-legal moves
 * follow the movement of each kind; legal moves are those that do not leave the mover's general
 * attacked or facing the other general (Điều 4.3a, 6.2). Moves are {@link Moves} int codes written
 * into a caller's buffer of at least {@link #MAX_MOVES} entries.
 */
public final class MoveGenerator {
    /** More than the most moves any xiangqi position has. */
    public static final int MAX_MOVES = 256;

    private MoveGenerator() {
    }

    /** Writes the legal moves into {@code out}; returns how many. */
    public static int legalMoves(Board b, int[] out) {
        int n = pseudoLegalMoves(b, out);
        int side = b.sideIndex();
        int legal = 0;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            b.makeMove(m);
            boolean ok = !Attacks.inCheck(b, side);
            b.unmakeMove();
            if (ok) {
                out[legal++] = m;
            }
        }
        return legal;
    }

    /** Whether the move code is legal on the board. */
    public static boolean isLegal(Board b, int move) {
        int[] buf = new int[MAX_MOVES];
        int n = legalMoves(b, buf);
        for (int i = 0; i < n; i++) {
            if (buf[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Writes the moves that follow the movement rules into {@code out}; returns how many. */
    public static int pseudoLegalMoves(Board b, int[] out) {
        int side = b.sideIndex();
        int own = side << 3;
        int n = 0;
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            int p = b.pieceAt(sq);
            if (p == 0 || (p & 8) != own) {
                continue;
            }
            switch (p & 7) {
                case 1 -> n = steps(b, sq, MoveTables.GENERAL[sq], own, out, n);
                case 2 -> n = steps(b, sq, MoveTables.ADVISOR[sq], own, out, n);
                case 3 -> n = blocked(b, sq, MoveTables.ELEPHANT[sq], MoveTables.ELEPHANT_EYE[sq], own, out, n);
                case 4 -> n = blocked(b, sq, MoveTables.HORSE[sq], MoveTables.HORSE_LEG[sq], own, out, n);
                case 5 -> n = chariot(b, sq, own, out, n);
                case 6 -> n = cannon(b, sq, own, out, n);
                default -> n = steps(b, sq, MoveTables.SOLDIER[side][sq], own, out, n);
            }
        }
        return n;
    }

    private static int steps(Board b, int from, int[] targets, int own, int[] out, int n) {
        for (int t : targets) {
            int q = b.pieceAt(t);
            if (q == 0 || (q & 8) != own) {
                out[n++] = Moves.of(from, t);
            }
        }
        return n;
    }

    /** Elephant eye (Điều 4.3c) and horse leg (Điều 4.3e): the move is blocked by any piece there. */
    private static int blocked(Board b, int from, int[] targets, int[] blockers, int own, int[] out, int n) {
        for (int i = 0; i < targets.length; i++) {
            if (b.pieceAt(blockers[i]) != 0) {
                continue;
            }
            int q = b.pieceAt(targets[i]);
            if (q == 0 || (q & 8) != own) {
                out[n++] = Moves.of(from, targets[i]);
            }
        }
        return n;
    }

    private static int chariot(Board b, int from, int own, int[] out, int n) {
        for (int[] ray : MoveTables.RAYS[from]) {
            for (int t : ray) {
                int q = b.pieceAt(t);
                if (q == 0) {
                    out[n++] = Moves.of(from, t);
                    continue;
                }
                if ((q & 8) != own) {
                    out[n++] = Moves.of(from, t);
                }
                break;
            }
        }
        return n;
    }

    /** Điều 4.3g: moves like a chariot, captures over exactly one screen. */
    private static int cannon(Board b, int from, int own, int[] out, int n) {
        for (int[] ray : MoveTables.RAYS[from]) {
            int i = 0;
            while (i < ray.length && b.pieceAt(ray[i]) == 0) {
                out[n++] = Moves.of(from, ray[i]);
                i++;
            }
            for (i++; i < ray.length; i++) {
                int q = b.pieceAt(ray[i]);
                if (q != 0) {
                    if ((q & 8) != own) {
                        out[n++] = Moves.of(from, ray[i]);
                    }
                    break;
                }
            }
        }
        return n;
    }
}
