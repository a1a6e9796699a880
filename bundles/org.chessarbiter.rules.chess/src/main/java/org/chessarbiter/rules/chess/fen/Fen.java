package org.chessarbiter.rules.chess.fen;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.ChessSetup;
import org.chessarbiter.rules.chess.Piece;
import org.chessarbiter.rules.chess.Role;
import org.chessarbiter.rules.chess.Squares;

/**
 * Forsyth-Edwards Notation: parse into a raw {@link ChessSetup} (syntax errors located at the
 * character, with the field named), or into a validated {@link ChessPosition} (setup problems
 * located at the field they concern); format canonically. Castling fields may be {@code KQkq},
 * X-FEN or Shredder-FEN; the counters may be omitted (EPD-like input; defaults 0 and 1).
 */
public final class Fen {
    private Fen() {
    }

    /** The standard start position. */
    public static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    static final String[] FIELDS = {"board", "turn", "castling", "ep", "halfmoves", "fullmoves"};

    /** Reads {@code fen} and validates it as a position (FIDE 2018 rules of {@link ChessRules}). */
    public static ParseResult<ChessPosition> parse(CharSequence fen) {
        FenReader reader = new FenReader(fen);
        ParseResult<ChessSetup> setup = reader.read();
        if (!setup.isOk()) {
            return setup.map(s -> null);
        }
        ParseResult<ChessPosition> pos = ChessRules.fide2018().position(setup.value());
        if (pos.isOk()) {
            return new ParseResult<>(pos.value(), setup.problems());
        }
        List<Problem> located = new ArrayList<>(setup.problems());
        for (Problem p : pos.problems()) {
            located.add(p.at(reader.fieldLocation(p.location().field())));
        }
        return ParseResult.fail(located);
    }

    /** Reads {@code fen} as a raw setup, without validation. */
    public static ParseResult<ChessSetup> parseSetup(CharSequence fen) {
        return new FenReader(fen).read();
    }

    /** The FEN of a position: X-FEN castling, en passant square only when the capture is legal. */
    public static String format(ChessPosition position) {
        return format(position, CastlingNotation.X_FEN);
    }

    public static String format(ChessPosition position, CastlingNotation castling) {
        return write(position.toSetup(), castling, position.legalEpSquare());
    }

    /** The FEN of a raw setup, en passant square as given. */
    public static String format(ChessSetup setup) {
        return write(setup, CastlingNotation.X_FEN, setup.epSquare());
    }

    private static String write(ChessSetup s, CastlingNotation style, int ep) {
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
                if (s.pieceAt(base + f).equals(java.util.Optional.of(new Piece(side, Role.KING)))) {
                    king = base + f;
                }
            }
            StringBuilder part = new StringBuilder();
            for (int f = 7; f >= 0; f--) {
                int sq = base + f;
                if ((s.castlingRooks() & (1L << sq)) == 0) {
                    continue;
                }
                char c = style == CastlingNotation.X_FEN && king >= 0 && outermost(s, side, sq, king)
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
            if (s.pieceAt(base + f).equals(java.util.Optional.of(new Piece(side, Role.ROOK)))) {
                return false;
            }
        }
        return true;
    }

    static Problem syntax(String field, int offset, int length, String key, Object... args) {
        return Problem.error(ProblemKind.INVALID_SYNTAX, Location.field(field, offset, length),
                Message.of(Fen.class, key, args));
    }
}
