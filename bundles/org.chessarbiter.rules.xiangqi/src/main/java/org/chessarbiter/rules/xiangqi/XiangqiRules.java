package org.chessarbiter.rules.xiangqi;

import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.StandardTermination;

/**
 * Xiangqi under Luật Cờ Tướng 2004: validated setups, the start position, and how a game ends —
 * no legal move loses (Điều 7.1a–c), no attacking piece left is a draw (Điều 20.4 b.6, 7.2a), the
 * 50-move claim (Điều 12, 7.2e, see {@link MoveCountRule}) and the repetition verdicts of Điều
 * 22–24 ({@link RepetitionAdjudicator}, enforcement ADJUDICATED).
 */
public final class XiangqiRules implements GameRules<XiangqiSetup, XiangqiPosition, XiangqiMove> {
    /** The rules of Luật Cờ Tướng 2004. */
    public static final XiangqiRules LAW_2004 = new XiangqiRules();

    private XiangqiRules() {
    }

    @Override
    public LawEdition edition() {
        return XiangqiLaw.EDITION;
    }

    @Override
    public XiangqiPosition initialPosition() {
        return new XiangqiPosition(Board.initial());
    }

    @Override
    public ParseResult<XiangqiPosition> position(XiangqiSetup setup) {
        List<Problem> problems = SetupValidator.problems(setup,
                sq -> sq < 0 ? Location.field("turn", 0, 0) : Location.field(Squares.name(sq), 0, 0));
        return problems.isEmpty() ? ParseResult.ok(positionOf(setup)) : ParseResult.fail(problems);
    }

    /** A position of a setup already validated by {@link SetupValidator} (for parsers of this bundle). */
    public static XiangqiPosition positionOf(XiangqiSetup validated) {
        return new XiangqiPosition(validated.toBoard());
    }

    @Override
    public Optional<Outcome> automaticOutcome(History<XiangqiPosition, XiangqiMove> history) {
        XiangqiPosition p = history.current();
        if (p.legalMoves().isEmpty()) {
            // Điều 7.1a/c: checkmated; Điều 7.1b: no legal move without check also loses
            boolean check = p.inCheck();
            return Optional.of(Outcome.win(p.turn().opposite(), check ? StandardTermination.CHECKMATE : StandardTermination.STALEMATE,
                    Enforcement.AUTOMATIC, XiangqiLaw.article(check ? "Điều 7.1a" : "Điều 7.1b")));
        }
        if (!MaterialRule.eitherCanAttack(p)) {
            return Optional.of(Outcome.draw(StandardTermination.DEAD_POSITION, Enforcement.AUTOMATIC,
                    XiangqiLaw.article("Điều 20.4 b.6")));
        }
        return RepetitionAdjudicator.adjudicate(history).map(RepetitionVerdict::outcome);
    }

    @Override
    public List<Outcome> claimableOutcomes(History<XiangqiPosition, XiangqiMove> history) {
        if (automaticOutcome(history).isPresent()) {
            return List.of();
        }
        return MoveCountRule.reached(history)
                ? List.of(Outcome.draw(StandardTermination.FIFTY_MOVES, Enforcement.CLAIMABLE, XiangqiLaw.article("Điều 12")))
                : List.of();
    }
}
