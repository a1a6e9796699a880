package org.chessarbiter.rules.xiangqi.notation;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.Squares;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/**
 * ICCS coordinates: from and to points, files a–i from Red's left, ranks 0–9 from Red's side
 * ({@code h2e2}; {@code H2-E2} is read too). Fairy-Stockfish's UCI uses ranks 1–10:
 * {@link #fromUci(String)} converts.
 */
public final class IccsNotation implements MoveNotation<XiangqiPosition, XiangqiMove> {
    /** The ICCS notation. */
    public static final IccsNotation INSTANCE = new IccsNotation();

    private IccsNotation() {
    }

    @Override
    public String id() {
        return "iccs";
    }

    @Override
    public String format(XiangqiPosition position, XiangqiMove move) {
        return move.coordinates();
    }

    @Override
    public ParseResult<XiangqiMove> parse(XiangqiPosition position, CharSequence text) {
        String s = text.toString().trim();
        if (s.length() == 5 && s.charAt(2) == '-') {
            s = s.substring(0, 2) + s.substring(3);
        }
        if (s.length() != 4) {
            return NotationProblems.syntax(id(), text, -1);
        }
        int from = Squares.parse(s.charAt(0), s.charAt(1));
        int to = Squares.parse(s.charAt(2), s.charAt(3));
        if (from < 0 || to < 0) {
            return NotationProblems.syntax(id(), text, from < 0 ? 0 : 2);
        }
        XiangqiMove m = new XiangqiMove(from, to);
        return position.isLegal(m) ? ParseResult.ok(m) : NotationProblems.illegal(text);
    }

    /** Converts a Fairy-Stockfish UCI move (ranks 1–10, e.g. {@code h3e3}) to ICCS ({@code h2e2}). */
    public static String fromUci(String uci) {
        int split = Character.isDigit(uci.charAt(2)) ? 3 : 2;
        int fromRank = Integer.parseInt(uci.substring(1, split)) - 1;
        int toRank = Integer.parseInt(uci.substring(split + 1)) - 1;
        return "" + uci.charAt(0) + fromRank + uci.charAt(split) + toRank;
    }

    /** Converts ICCS to Fairy-Stockfish UCI (ranks 1–10). */
    public static String toUci(String iccs) {
        return "" + iccs.charAt(0) + (iccs.charAt(1) - '0' + 1) + iccs.charAt(2) + (iccs.charAt(3) - '0' + 1);
    }
}
