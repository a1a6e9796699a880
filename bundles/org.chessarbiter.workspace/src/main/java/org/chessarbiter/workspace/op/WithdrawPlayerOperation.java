package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Records that a player withdrew (or was excluded) after round {@code N} (the last published round
 * unless said). He is paired no more. What happens to his results is the law's, applied by the
 * standings ({@link WithdrawalRule#defaultFor}): chess, 000 Part 2 Art. 4.2-4.3 — fewer than half of his
 * games played: his results do not count for the ranking; half or more: they stand and his remaining
 * games are lost by forfeit; xiangqi, Luật cờ Tướng 2004 Điều 21.5. The operation says which applies.
 * No published round is rewritten: a game of his in a published round after {@code N} counts as
 * forfeited through the rule; a later round paired and not published is to be paired again (a warning).
 */
public final class WithdrawPlayerOperation extends StateOperation {

    private final int player;
    private final int afterRound;

    /** @param afterRound the last round he played, -1 for the last published round */
    public WithdrawPlayerOperation(Path state, int player, int afterRound) {
        super(state);
        this.player = player;
        this.afterRound = afterRound;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        if (t.player(player).isEmpty()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(player), "player.unknown", player));
        }
        if (t.withdrawals().stream().anyMatch(w -> w.player() == player)) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(player), "withdraw.already",
                    player));
        }
        int last = afterRound >= 0 ? afterRound
                : t.rounds().stream().filter(r -> r.published() && r.isPaired()).mapToInt(Round::number).max().orElse(0);
        List<Problem> problems = new ArrayList<>();
        int played = 0;
        for (Round r : t.rounds()) {
            boolean plays = r.pairings().stream().anyMatch(p -> p.involves(player));
            if (r.number() > last && plays && !r.published()) {
                problems.add(OperationProblems.warning(OperationProblems.round(r.number()), "withdraw.repair", player, r.number()));
            }
            if (r.number() <= last) {
                played += (int) r.pairings().stream().filter(p -> p.involves(player))
                        .filter(p -> p.games().stream().anyMatch(g -> g.forFirst().isPlayed() || g == GameResult.ADJOURNED)).count();
            }
        }
        WithdrawalRule rule = WithdrawalRule.defaultFor(t.info());
        int scheduled = t.numberOfRounds();
        boolean annulled = switch (rule.annulment()) {
            case NEVER -> false;
            case AT_MOST_HALF_PLAYED -> 2 * played <= scheduled;
            case LESS_THAN_HALF_PLAYED -> 2 * played < scheduled;
        };
        problems.add(OperationProblems.note(OperationProblems.player(player), annulled ? "withdraw.annulled" : "withdraw.stand", player,
                last, played, scheduled, rule.article()));
        return ParseResult.ok(t.withWithdrawal(new Withdrawal(player, last)), problems);
    }
}
