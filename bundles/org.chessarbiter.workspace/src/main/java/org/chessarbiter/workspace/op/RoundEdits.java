package org.chessarbiter.workspace.op;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;

/** What the manual changes share: finding a board or a player of a round, and replacing its boards. */
final class RoundEdits {

    private RoundEdits() {
    }

    /** Board {@code board} of {@code r}, or the error that the round has none. */
    static ParseResult<Pairing> board(Round r, int board) {
        Optional<Pairing> p = r.pairings().stream().filter(x -> x.board() == board).findFirst();
        return p.map(ParseResult::ok).orElseGet(() -> ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL,
                OperationProblems.board(r.number(), board), "manual.noBoard", r.number(), board)));
    }

    /** Whether {@code player} has neither a board nor a bye in {@code r}. */
    static boolean free(Round r, int player) {
        return r.pairings().stream().noneMatch(p -> p.involves(player)) && r.byes().stream().noneMatch(b -> b.player() == player);
    }

    /** {@code r} with its boards replaced by {@code boards} (its byes as they are). */
    static Round withBoards(Round r, List<Pairing> boards) {
        return new Round(r.number(), r.date(), r.published(), boards, r.byes());
    }

    /** {@code r} with board {@code replaced.board()} replaced. */
    static Round replace(Round r, Pairing replaced) {
        List<Pairing> boards = new ArrayList<>(r.pairings());
        boards.replaceAll(p -> p.board() == replaced.board() ? replaced : p);
        return withBoards(r, boards);
    }

    /** A board not yet played, with as many games as the round's boards have. */
    static Pairing unplayed(Round r, int board, int white, int black) {
        int games = r.pairings().stream().mapToInt(p -> p.games().size()).max().orElse(1);
        return new Pairing(board, white, black, java.util.Collections.nCopies(games, GameResult.NOT_YET_PLAYED), "");
    }
}
