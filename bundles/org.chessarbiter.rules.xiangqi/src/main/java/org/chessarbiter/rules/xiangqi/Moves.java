package org.chessarbiter.rules.xiangqi;

/**
 * Moves as plain ints ({@code from | to << 7}) for the allocation-free generator; {@link
 * XiangqiMove} is the value type of the public API.
 */
public final class Moves {
    /** No move. */
    public static final int NONE = -1;

    private Moves() {
    }

    public static int of(int from, int to) {
        return from | to << 7;
    }

    public static int from(int move) {
        return move & 127;
    }

    public static int to(int move) {
        return move >>> 7;
    }
}
