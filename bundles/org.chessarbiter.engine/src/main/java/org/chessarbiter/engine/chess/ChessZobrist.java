package org.chessarbiter.engine.chess;

import java.util.SplittableRandom;
import org.chessarbiter.rules.chess.internal.AttackTables;
import org.chessarbiter.rules.chess.internal.Board;

/**
 * Zobrist hashing of the rules bundle's chess board for the search: pieces, side to move, castling rooks,
 * and the en passant file when a pawn could take there (FIDE 2018 9.2.2: equal positions, equal keys).
 */
final class ChessZobrist {
    private static final long[][] PIECE = new long[12][64];
    private static final long[] CASTLING = new long[64];
    private static final long[] EP_FILE = new long[8];
    private static final long BLACK_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(0xC0FFEE_2018L);
        for (long[] row : PIECE) {
            for (int i = 0; i < 64; i++) {
                row[i] = random.nextLong();
            }
        }
        for (int i = 0; i < 64; i++) {
            CASTLING[i] = random.nextLong();
        }
        for (int i = 0; i < 8; i++) {
            EP_FILE[i] = random.nextLong();
        }
        BLACK_TO_MOVE = random.nextLong();
    }

    private ChessZobrist() {
    }

    static long hash(Board b) {
        long h = b.turn == Board.BLACK ? BLACK_TO_MOVE : 0;
        for (int side = 0; side < 2; side++) {
            for (int role = 0; role < 6; role++) {
                long[] keys = PIECE[side * 6 + role];
                for (long p = b.roles[role] & b.sides[side]; p != 0; p &= p - 1) {
                    h ^= keys[Long.numberOfTrailingZeros(p)];
                }
            }
        }
        for (long r = b.castlingRooks; r != 0; r &= r - 1) {
            h ^= CASTLING[Long.numberOfTrailingZeros(r)];
        }
        int ep = b.epSquare;
        if (ep >= 0 && (AttackTables.PAWN[b.turn ^ 1][ep] & b.roles[Board.PAWN] & b.sides[b.turn]) != 0) {
            h ^= EP_FILE[ep & 7];
        }
        return h;
    }
}
