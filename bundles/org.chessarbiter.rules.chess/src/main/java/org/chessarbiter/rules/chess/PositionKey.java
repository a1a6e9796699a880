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

    /**
     * The components mixed so that every bit of every board reaches the low bits a hash table uses: the positions of
     * a window since the last capture or pawn move differ in a few pieces' squares, which a sum of the boards' folded
     * halves gave to the same few table slots (HashMap bins turned into trees).
     */
    private static int hashOf(long[] roles, long white, long black, int turn, long castlingRooks, int legalEpSquare) {
        long h = turn * 0x100L + legalEpSquare;
        for (long r : roles) {
            h = (h ^ r) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 32;
        }
        h = (h ^ white) * 0x9E3779B97F4A7C15L;
        h ^= h >>> 32;
        h = (h ^ black) * 0x9E3779B97F4A7C15L;
        h ^= h >>> 32;
        h = (h ^ castlingRooks) * 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        return (int) (h ^ h >>> 33);
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
