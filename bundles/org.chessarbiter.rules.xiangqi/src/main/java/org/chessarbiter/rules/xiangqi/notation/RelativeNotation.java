package org.chessarbiter.rules.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/**
 * A relative notation (Điều 11.2, WXF, Chinese) as a parse/format pair over a {@link
 * RelativeDialect}. Formatting describes the move ({@link RelativeMoves}) and renders it. Parsing
 * reads the text into tokens and looks for the legal moves whose canonical text has the same
 * tokens; if none has, it accepts the origin written as a plain file number where the canonical
 * form would say front/rear (e.g. {@code P2-5} for {@code Pt-5}) when that names one move.
 */
public final class RelativeNotation implements MoveNotation<XiangqiPosition, XiangqiMove> {
    private final RelativeDialect dialect;

    public RelativeNotation(RelativeDialect dialect) {
        this.dialect = dialect;
    }

    @Override
    public String id() {
        return dialect.id();
    }

    @Override
    public String format(XiangqiPosition position, XiangqiMove move) {
        return dialect.render(RelativeMoves.describe(position, move));
    }

    @Override
    public ParseResult<XiangqiMove> parse(XiangqiPosition position, CharSequence text) {
        Vocabulary v = dialect.vocabulary();
        List<String> tokens = v.tokens(text);
        if (tokens == null) {
            return NotationProblems.syntax(dialect.id(), text, v.errorOffset(text));
        }
        if (!wellFormed(tokens)) {
            return NotationProblems.syntax(dialect.id(), text, -1);
        }
        List<XiangqiMove> exact = matching(position, tokens, RelativeMoves::describe);
        if (!exact.isEmpty()) {
            return NotationProblems.resolve(text, exact);
        }
        return NotationProblems.resolve(text, matching(position, tokens, RelativeMoves::describeByFile));
    }

    private List<XiangqiMove> matching(XiangqiPosition p, List<String> tokens,
            BiFunction<XiangqiPosition, XiangqiMove, RelativeMove> describe) {
        List<XiangqiMove> out = new ArrayList<>();
        for (XiangqiMove m : p.legalMoves()) {
            if (tokens.equals(dialect.vocabulary().tokens(dialect.render(describe.apply(p, m))))) {
                out.add(m);
            }
        }
        return out;
    }

    /** Three to five tokens ending in a direction and a number. */
    private static boolean wellFormed(List<String> t) {
        int n = t.size();
        return n >= 3 && n <= 5 && t.get(n - 1).startsWith("num:")
                && (t.get(n - 2).startsWith("dir:") || t.get(n - 2).startsWith("sym:"));
    }
}
