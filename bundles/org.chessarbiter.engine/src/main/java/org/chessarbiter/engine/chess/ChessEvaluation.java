package org.chessarbiter.engine.chess;

import org.chessarbiter.rules.chess.internal.Board;

/**
 * The chess evaluation: material, piece-square tables ({@link ChessTables}), the bishop pair, and the
 * king's table blended from the middlegame one to the endgame one as the pieces come off. In centipawns,
 * for the side to move.
 */
final class ChessEvaluation {
    private static final int BISHOP_PAIR = 30;

    private ChessEvaluation() {
    }

    static int evaluate(Board b) {
        int[] score = new int[2];
        int material = 0;
        for (int side = 0; side < 2; side++) {
            int flip = side == Board.WHITE ? 56 : 0;
            long own = b.sides[side];
            int s = 0;
            for (int role = Board.PAWN; role <= Board.QUEEN; role++) {
                int[] table = ChessTables.PIECE_SQUARE[role];
                int value = ChessTables.VALUE[role];
                for (long p = b.roles[role] & own; p != 0; p &= p - 1) {
                    s += value + table[Long.numberOfTrailingZeros(p) ^ flip];
                    if (role != Board.PAWN) {
                        material += value;
                    }
                }
            }
            if (Long.bitCount(b.roles[Board.BISHOP] & own) >= 2) {
                s += BISHOP_PAIR;
            }
            score[side] = s;
        }
        int phase = Math.min(material, ChessTables.OPENING_MATERIAL);
        for (int side = 0; side < 2; side++) {
            int k = b.king(side) ^ (side == Board.WHITE ? 56 : 0);
            score[side] += (ChessTables.KING_MIDDLE[k] * phase + ChessTables.KING_END[k] * (ChessTables.OPENING_MATERIAL - phase))
                    / ChessTables.OPENING_MATERIAL;
        }
        int white = score[0] - score[1];
        return b.turn == Board.WHITE ? white : -white;
    }
}
