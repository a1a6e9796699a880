package org.chessarbiter.rules.chess;

import java.util.Arrays;

/**
 * The identity of a position for the repetition rules (FIDE 2018 9.2.2, FIDE 2000 9.2): same pieces
 * on the same squares, same side to move, same castling rights, and the same en passant square only
 * when an en passant capture is actually legal (9.2.2.1). Its hash is computed once, so that the
 * repetition checks, which compare every position of a game with the others, mostly compare two ints.
 *
 * @param hash the hash of the other components ({@link #hashOf})
 */
public record PositionKey(long[] roles, long white, long black, int turn, long castlingRooks, int legalEpSquare, int hash) {

    public PositionKey(long[] roles, long white, long black, int turn, long castlingRooks, int legalEpSquare) {
        this(roles, white, black, turn, castlingRooks, legalEpSquare, hashOf(roles, white, black, turn, castlingRooks,
                legalEpSquare));
    }

    private static int hashOf(long[] roles, long white, long black, int turn, long castlingRooks, int legalEpSquare) {
        return Arrays.hashCode(roles) * 31 + Long.hashCode(white ^ (black * 7)) + turn * 17 + Long.hashCode(castlingRooks)
                + legalEpSquare;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PositionKey k && hash == k.hash && Arrays.equals(roles, k.roles) && white == k.white
                && black == k.black && turn == k.turn && castlingRooks == k.castlingRooks
                && legalEpSquare == k.legalEpSquare;
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
