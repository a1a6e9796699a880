package org.chessarbiter.workspace.op;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;

/**
 * Pairs two players who have neither a board nor a bye in the round, on a new board after the last.
 *
 * @param round the round
 * @param white the player given White (Red in xiangqi)
 * @param black the player given Black
 */
public record PairPlayers(int round, int white, int black) implements ManualChange {

    @Override
    public AuditAction action() {
        return AuditAction.PAIR;
    }

    @Override
    public ParseResult<Round> apply(Round r) {
        for (int p : new int[] { white, black }) {
            if (!RoundEdits.free(r, p)) {
                return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(p), "manual.notFree", p,
                        round));
            }
        }
        if (white == black) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(white), "manual.samePlayer",
                    white));
        }
        List<Pairing> boards = new ArrayList<>(r.pairings());
        int board = boards.stream().mapToInt(Pairing::board).max().orElse(0) + 1;
        boards.add(RoundEdits.unplayed(r, board, white, black));
        return ParseResult.ok(RoundEdits.withBoards(r, boards));
    }

    @Override
    public List<Integer> players(Round r) {
        return List.of(white, black);
    }
}
