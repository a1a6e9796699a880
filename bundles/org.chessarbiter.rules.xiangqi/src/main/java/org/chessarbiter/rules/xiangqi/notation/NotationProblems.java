package org.chessarbiter.rules.xiangqi.notation;

import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.xiangqi.XiangqiMessages;
import org.chessarbiter.rules.xiangqi.XiangqiMove;

/** The three answers a move notation gives besides success: not a move, illegal, ambiguous. */
final class NotationProblems {
    private NotationProblems() {
    }

    static ParseResult<XiangqiMove> syntax(String notation, CharSequence text, int offset) {
        int at = Math.max(0, offset);
        int len = offset < 0 ? text.length() : 1;
        return ParseResult.fail(Problem.error(ProblemKind.INVALID_SYNTAX, Location.span(at, len),
                XiangqiMessages.of("notation.syntax", text.toString(), XiangqiMessages.of("notation." + notation))));
    }

    static ParseResult<XiangqiMove> illegal(CharSequence text) {
        return ParseResult.fail(Problem.error(ProblemKind.ILLEGAL, Location.span(0, text.length()),
                XiangqiMessages.of("notation.illegal", text.toString())));
    }

    /** One candidate: the move; none: illegal; several: ambiguous with the candidates. */
    static ParseResult<XiangqiMove> resolve(CharSequence text, List<XiangqiMove> candidates) {
        if (candidates.size() == 1) {
            return ParseResult.ok(candidates.get(0));
        }
        if (candidates.isEmpty()) {
            return illegal(text);
        }
        return ParseResult.fail(Problem.ambiguous(Location.span(0, text.length()),
                XiangqiMessages.of("notation.ambiguous", text.toString(), candidates.toString()), candidates));
    }
}
