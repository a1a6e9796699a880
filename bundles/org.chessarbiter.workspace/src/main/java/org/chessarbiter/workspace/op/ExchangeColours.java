package org.chessarbiter.workspace.op;

import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.Round;

/**
 * Exchanges the colours of one board: the second player gets White (Red in xiangqi).
 *
 * @param round the round
 * @param board the board
 */
public record ExchangeColours(int round, int board) implements ManualChange {

    @Override
    public AuditAction action() {
        return AuditAction.EXCHANGE_COLOURS;
    }

    @Override
    public ParseResult<Round> apply(Round r) {
        return RoundEdits.board(r, board).map(p -> RoundEdits.replace(r, RoundEdits.unplayed(r, p.board(), p.second(), p.first())));
    }

    @Override
    public List<Integer> players(Round r) {
        return r.pairings().stream().filter(p -> p.board() == board).flatMap(p -> java.util.stream.Stream.of(p.first(), p.second()))
                .toList();
    }
}
