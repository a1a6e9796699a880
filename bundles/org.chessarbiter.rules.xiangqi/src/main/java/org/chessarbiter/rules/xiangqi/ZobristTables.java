package org.chessarbiter.rules.xiangqi;

import java.util.SplittableRandom;

/** Random keys for position hashing (repetition detection, Điều 22–24). */
final class ZobristTables {
    /** [piece code 0..15][square]. */
    static final long[][] PIECE_SQUARE = new long[16][Squares.COUNT];
    /** Xored in when Black is to move. */
    static final long BLACK_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(0x5EED_C0DE_2004L);
        for (long[] row : PIECE_SQUARE) {
            for (int i = 0; i < row.length; i++) {
                row[i] = random.nextLong();
            }
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    private ZobristTables() {
    }
}
