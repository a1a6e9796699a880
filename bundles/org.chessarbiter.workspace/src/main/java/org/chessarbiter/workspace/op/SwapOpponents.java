package org.chessarbiter.workspace.op;

import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.Round;

/**
 * Swaps the opponents of two boards: the second players (Black) change boards, the first players
 * keep their board and colour.
 *
 * @param round  the round
 * @param boardA one board
 * @param boardB the other board
 */
public record SwapOpponents(int round, int boardA, int boardB) implements ManualChange {

    @Override
    public AuditAction action() {
        return AuditAction.SWAP_OPPONENTS;
    }

    @Override
    public ParseResult<Round> apply(Round r) {
        if (boardA == boardB) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.board(round, boardA),
                    "manual.sameBoard", boardA));
        }
        return RoundEdits.board(r, boardA).flatMap(a -> RoundEdits.board(r, boardB).map(b -> {
            Round once = RoundEdits.replace(r, RoundEdits.unplayed(r, a.board(), a.first(), b.second()));
            return RoundEdits.replace(once, RoundEdits.unplayed(r, b.board(), b.first(), a.second()));
        }));
    }

    @Override
    public List<Integer> players(Round r) {
        return r.pairings().stream().filter(p -> p.board() == boardA || p.board() == boardB)
                .flatMap(p -> java.util.stream.Stream.of(p.first(), p.second())).toList();
    }
}
