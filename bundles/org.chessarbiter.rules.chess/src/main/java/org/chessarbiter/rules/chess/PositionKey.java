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
     * halves gave to the same few table slots (HashMap bins turned into trees). Each board is folded (its high half
     * onto its low one, so that a piece on the eighth rank changes more than the top bits of its product) and
     * multiplied by a constant of its own, the products summed (independent of each other, so computed side by side
     * rather than one after another) and the sum mixed by MurmurHash3's finaliser.
     */
    static int hashOf(long[] roles, long white, long black, int turn, long castlingRooks, int legalEpSquare) {
        long h = fold(roles[0]) * 0x9E3779B97F4A7C15L + fold(roles[1]) * 0xC2B2AE3D27D4EB4FL
                + fold(roles[2]) * 0x165667B19E3779F9L + fold(roles[3]) * 0xD6E8FEB86659FD93L
                + fold(roles[4]) * 0xA0761D6478BD642FL + fold(roles[5]) * 0xE7037ED1A0B428DBL
                + fold(white) * 0x8EBC6AF09C88C6E3L + fold(black) * 0x589965CC75374CC3L
                + fold(castlingRooks) * 0x1D8E4E27C47D124FL + (turn * 0x100L + legalEpSquare) * 0x94D049BB133111EBL;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        return (int) (h ^ h >>> 33);
    }

    private static long fold(long board) {
        return board ^ board >>> 29;
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
