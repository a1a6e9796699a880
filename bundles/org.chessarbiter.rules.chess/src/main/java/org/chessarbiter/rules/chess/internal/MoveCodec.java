package org.chessarbiter.rules.chess.internal;

/**
 * Moves packed into an int for the generator: bits 0-5 from, 6-11 to, 12-14 promotion role index
 * (0 none, 1 knight ... 4 queen), bit 15 castling. A castling move is encoded "king takes own rook"
 * (to = the rook's square), which covers every Chess960 form (FIDE 2018 Guidelines II).
 */
public final class MoveCodec {
    private MoveCodec() {
    }

    public static final int CASTLE = 1 << 15;

    public static int of(int from, int to) {
        return from | (to << 6);
    }

    public static int promotion(int from, int to, int role) {
        return from | (to << 6) | (role << 12);
    }

    public static int castle(int king, int rook) {
        return king | (rook << 6) | CASTLE;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> 6) & 63;
    }

    /** The promotion role index (1..4), 0 when none. */
    public static int promotionRole(int move) {
        return (move >>> 12) & 7;
    }

    public static boolean isCastle(int move) {
        return (move & CASTLE) != 0;
    }
}
