package org.chessarbiter.rules.chess.internal;

/**
 * Precomputed leaper attacks and square relations: knight, king and pawn attacks (FIDE 2018 3.6,
 * 3.8.1, 3.7.3), the squares strictly between two aligned squares and the full line through them.
 */
public final class AttackTables {
    private AttackTables() {
    }

    public static final long[] KNIGHT = new long[64];
    public static final long[] KING = new long[64];
    /** PAWN[side][sq]: squares a pawn of side (0 white, 1 black) on sq attacks. */
    public static final long[][] PAWN = new long[2][64];
    /** BETWEEN[a][b]: squares strictly between a and b if aligned, else 0. */
    public static final long[][] BETWEEN = new long[64][64];
    /** LINE[a][b]: the whole rank, file or diagonal through a and b if aligned, else 0. */
    public static final long[][] LINE = new long[64][64];
    /** RAYS[sq]: the squares of the ranks, files and diagonals through sq (a queen's moves on an empty board). */
    public static final long[] RAYS = new long[64];

    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = leaps(sq, KNIGHT_STEPS);
            KING[sq] = leaps(sq, KING_STEPS);
            PAWN[0][sq] = leaps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[1][sq] = leaps(sq, new int[][] {{-1, -1}, {1, -1}});
        }
        for (int a = 0; a < 64; a++) {
            for (int[] d : KING_STEPS) {
                long ray = 0;
                int f = (a & 7) + d[0];
                int r = (a >>> 3) + d[1];
                while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                    int b = r * 8 + f;
                    BETWEEN[a][b] = ray;
                    ray |= 1L << b;
                    f += d[0];
                    r += d[1];
                }
                RAYS[a] |= ray;
                long full = ray | raysFrom(a, -d[0], -d[1]) | (1L << a);
                for (long it = ray; it != 0; it &= it - 1) {
                    LINE[a][Long.numberOfTrailingZeros(it)] = full;
                }
            }
        }
    }

    private static long raysFrom(int sq, int df, int dr) {
        long ray = 0;
        int f = (sq & 7) + df;
        int r = (sq >>> 3) + dr;
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            ray |= 1L << (r * 8 + f);
            f += df;
            r += dr;
        }
        return ray;
    }

    private static long leaps(int sq, int[][] steps) {
        long bb = 0;
        for (int[] s : steps) {
            int f = (sq & 7) + s[0];
            int r = (sq >>> 3) + s[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                bb |= 1L << (r * 8 + f);
            }
        }
        return bb;
    }

    /** Slow reference slider attacks by walking rays; used to build and test the magic tables. */
    static long slide(int sq, long occupied, int[][] dirs) {
        long bb = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << (r * 8 + f);
                bb |= b;
                if ((occupied & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return bb;
    }

    static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
}
