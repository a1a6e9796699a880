package org.chessarbiter.rules.chess.san;

import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.Role;
import org.chessarbiter.rules.chess.Squares;

/**
 * Canonical SAN (FIDE 2018 Appendix C): piece letter (C.8), the from-file, else the from-rank, else
 * both when two like pieces can reach the square (C.10), {@code x} for captures (C.9), promotion
 * letter (C.11), castling (C.13), {@code +} / {@code #}.
 */
final class SanWriter {
    private SanWriter() {
    }

    static String format(ChessPosition pos, ChessMove mv, SanStyle style) {
        StringBuilder sb = new StringBuilder(8);
        if (mv.castling()) {
            String o = style.zeroCastling() ? "0" : "O";
            sb.append(o).append('-').append(o);
            if (mv.to() < mv.from()) {
                sb.append('-').append(o);
            }
        } else {
            Role role = pos.pieceAt(mv.from()).get().role();
            boolean capture = pos.pieceAt(mv.to()).isPresent()
                    || (role == Role.PAWN && Squares.file(mv.from()) != Squares.file(mv.to()));
            if (role == Role.PAWN) {
                if (capture) {
                    sb.append((char) ('a' + Squares.file(mv.from()))).append('x');
                }
                sb.append(Squares.name(mv.to()));
                if (mv.promotion() != null) {
                    sb.append(style.promotionEquals() ? "=" : "").append(style.letters().of(mv.promotion()));
                }
            } else {
                sb.append(style.letters().of(role)).append(disambiguation(pos, mv, role));
                if (capture) {
                    sb.append('x');
                }
                sb.append(Squares.name(mv.to()));
            }
        }
        ChessPosition after = pos.play(mv);
        if (after.isCheckmate()) {
            sb.append('#');
        } else if (after.inCheck()) {
            sb.append('+');
        }
        return sb.toString();
    }

    private static String disambiguation(ChessPosition pos, ChessMove mv, Role role) {
        boolean ambiguous = false;
        boolean sameFile = false;
        boolean sameRank = false;
        long like = pos.pieces(pos.turn(), role);
        for (ChessMove o : pos.legalMoves()) {
            if (o.castling() || o.to() != mv.to() || o.from() == mv.from() || (like >>> o.from() & 1) == 0) {
                continue;
            }
            ambiguous = true;
            sameFile |= Squares.file(o.from()) == Squares.file(mv.from());
            sameRank |= Squares.rank(o.from()) == Squares.rank(mv.from());
        }
        if (!ambiguous) {
            return "";
        }
        String square = Squares.name(mv.from());
        return !sameFile ? square.substring(0, 1) : !sameRank ? square.substring(1) : square;
    }
}
