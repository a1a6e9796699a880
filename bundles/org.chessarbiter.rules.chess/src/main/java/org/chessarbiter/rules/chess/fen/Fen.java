package org.chessarbiter.rules.chess.fen;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.chess.CastlingNotation;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.ChessSetup;

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
        return position.fen(CastlingNotation.X_FEN);
    }

    public static String format(ChessPosition position, CastlingNotation castling) {
        return position.fen(castling);
    }

    /** The FEN of a raw setup, en passant square as given. */
    public static String format(ChessSetup setup) {
        return setup.fen();
    }

    static Problem syntax(String field, int offset, int length, String key, Object... args) {
        return Problem.error(ProblemKind.INVALID_SYNTAX, Location.field(field, offset, length),
                Message.of(Fen.class, key, args));
    }
}
