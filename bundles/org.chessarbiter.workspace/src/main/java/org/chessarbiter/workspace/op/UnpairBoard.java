package org.chessarbiter.workspace.op;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;

/**
 * Dissolves a board: both players are left without a board (to be paired again, or given a bye).
 *
 * @param round the round
 * @param board the board
 */
public record UnpairBoard(int round, int board) implements ManualChange {

    @Override
    public AuditAction action() {
        return AuditAction.UNPAIR;
    }

    @Override
    public ParseResult<Round> apply(Round r) {
        return RoundEdits.board(r, board).map(p -> {
            List<Pairing> boards = new ArrayList<>(r.pairings());
            boards.remove(p);
            return RoundEdits.withBoards(r, boards);
        });
    }

    @Override
    public List<Integer> players(Round r) {
        return r.pairings().stream().filter(p -> p.board() == board).flatMap(p -> java.util.stream.Stream.of(p.first(), p.second()))
                .toList();
    }
}
