package org.chessarbiter.rules.chess;

import java.util.Optional;
import org.chessarbiter.rules.Side;

/**
 * Writes the Forsyth-Edwards Notation of a setup: the text form of {@link ChessSetup} and {@link ChessPosition}
 * ({@link ChessPosition#fen}, {@code toString}); {@code fen.Fen} formats through it and parses it back.
 */
final class FenWriter {
    private FenWriter() {
    }

    /** The FEN of {@code s} with its castling rights in {@code style} and {@code ep} (or -1) as en passant square. */
    static String write(ChessSetup s, CastlingNotation style, int ep) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                var piece = s.pieceAt(Squares.of(file, rank));
                if (piece.isEmpty()) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(piece.get().fenLetter());
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(s.turn() == Side.FIRST ? " w " : " b ");
        String castling = castling(s, style);
        sb.append(castling.isEmpty() ? "-" : castling);
        sb.append(' ').append(ep < 0 ? "-" : Squares.name(ep));
        sb.append(' ').append(s.halfmoves()).append(' ').append(s.fullmoves());
        return sb.toString();
    }

    private static String castling(ChessSetup s, CastlingNotation style) {
        StringBuilder sb = new StringBuilder();
        for (Side side : Side.values()) {
            int base = side == Side.FIRST ? 0 : 56;
            int king = -1;
            for (int f = 0; f < 8; f++) {
                if (s.pieceAt(base + f).equals(Optional.of(new Piece(side, Role.KING)))) {
                    king = base + f;
                }
            }
            StringBuilder part = new StringBuilder();
            for (int f = 7; f >= 0; f--) {
                int sq = base + f;
                if ((s.castlingRooks() & (1L << sq)) == 0) {
                    continue;
                }
                // K / Q name the outermost rook of the wing: only for a right whose square holds that rook (a setup
                // may hold a right on a square without one: its file letter reads back the same; found by fuzzing)
                boolean rook = s.pieceAt(sq).equals(Optional.of(new Piece(side, Role.ROOK)));
                char c = style == CastlingNotation.X_FEN && king >= 0 && rook && outermost(s, side, sq, king)
                        ? (sq > king ? 'K' : 'Q') : (char) ('A' + f);
                part.append(side == Side.FIRST ? c : Character.toLowerCase(c));
            }
            sb.append(part);
        }
        return sb.toString();
    }

    /** Whether no other rook of {@code side} stands between {@code rook} and the corner of its wing. */
    private static boolean outermost(ChessSetup s, Side side, int rook, int king) {
        int step = rook > king ? 1 : -1;
        int base = rook & 56;
        for (int f = (rook & 7) + step; f >= 0 && f < 8; f += step) {
            if (s.pieceAt(base + f).equals(Optional.of(new Piece(side, Role.ROOK)))) {
                return false;
            }
        }
        return true;
    }
}
