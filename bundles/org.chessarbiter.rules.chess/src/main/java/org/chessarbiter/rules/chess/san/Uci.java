package org.chessarbiter.rules.chess.san;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.Role;
import org.chessarbiter.rules.chess.Squares;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * UCI / long algebraic coordinates: {@code e2e4}, {@code e7e8q}. Castling is written as the king's
 * move to its destination ({@code e1g1}) in standard chess and as king-takes-rook ({@code e1h1})
 * in Chess960 (the form engines use with {@code UCI_Chess960}); both are read in either mode.
 */
public final class Uci implements MoveNotation<ChessPosition, ChessMove> {
    private static final Pattern UCI = Pattern.compile("([a-h][1-8])-?([a-h][1-8])([qrbnQRBN])?");
    private static final Uci STANDARD = new Uci(false);
    private static final Uci CHESS960 = new Uci(true);

    private final boolean chess960;

    private Uci(boolean chess960) {
        this.chess960 = chess960;
    }

    public static Uci standard() {
        return STANDARD;
    }

    public static Uci chess960() {
        return CHESS960;
    }

    @Override
    public String id() {
        return chess960 ? "uci960" : "uci";
    }

    @Override
    public ParseResult<ChessMove> parse(ChessPosition position, CharSequence text) {
        String t = text.toString().strip();
        int at = text.toString().indexOf(t.isEmpty() ? " " : t.substring(0, 1));
        Location where = Location.span(Math.max(0, at), t.length());
        Matcher m = UCI.matcher(t);
        if (!m.matches()) {
            return ParseResult.fail(Problem.error(ProblemKind.INVALID_SYNTAX, where, Message.of(Uci.class, "uci.syntax", t)));
        }
        int from = Squares.parse(m.group(1));
        int to = Squares.parse(m.group(2));
        Role promo = m.group(3) == null ? null : Role.ofLetter(m.group(3).charAt(0));
        ChessMove castle = null;
        for (ChessMove mv : position.legalMoves()) {
            if (mv.from() != from || mv.promotion() != promo) {
                continue;
            }
            if (mv.to() == to) {
                return ParseResult.ok(mv);
            }
            if (mv.castling() && mv.kingTo() == to) {
                castle = mv;
            }
        }
        return castle != null ? ParseResult.ok(castle)
                : ParseResult.fail(Problem.error(ProblemKind.ILLEGAL, where, Message.of(Uci.class, "uci.illegal", t)));
    }

    @Override
    public String format(ChessPosition position, ChessMove move) {
        return chess960 && move.castling() ? Squares.name(move.from()) + Squares.name(move.to()) : move.coordinates();
    }
}
