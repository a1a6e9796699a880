package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Points;

/**
 * Hệ số Búcgôn, 000 Part 2 Art. 14.5 and Luật cờ Tướng 2004 Điều 29.5 (same text): the sum of the scores of all opponents met, with two rules
 * of the seed: an opponent who withdrew counts as the average of the scores of the players of his
 * score group at the time he withdrew ("trung bình cộng của số điểm thu được của các đấu thủ cùng
 * nhóm với đấu thủ trước khi bỏ cuộc"); a player's bye counts as the score of the last-placed
 * player ("bằng số điểm của người xếp cuối cùng giải").
 * Interpretations: the score group is the players (other than him) with the same score as the
 * withdrawn player after his last round, and their final scores are averaged (if he was alone,
 * his own final score counts); "bye" is the pairing-allocated bye of an odd number of players;
 * other unplayed rounds without an opponent add nothing; forfeits count the opponent (Art. 4.4);
 * annulled games count nothing.
 */
public final class SeedBuchholz extends PerPlayerTieBreak {

    public SeedBuchholz() {
        super("VN-BH", "000 Part 2 Art. 14.5; Luật cờ Tướng 2004 Điều 29.5");
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        int n = ctx.players();
        Points lowest = null;
        for (int i = 0; i < n; i++) {
            lowest = lowest == null ? ctx.score(i) : lowest.min(ctx.score(i));
        }
        Points[] counted = new Points[n];
        for (int i = 0; i < n; i++) {
            counted[i] = ctx.withdrew(i) ? scoreGroupAverage(ctx, i) : ctx.score(i);
        }
        Points[] out = new Points[n];
        for (int i = 0; i < n; i++) {
            Points sum = Points.ZERO;
            for (int r = 1; r <= ctx.rounds(); r++) {
                Cell c = ctx.cell(i, r);
                int o = ctx.grid().index(c.opponent());
                if (o >= 0 && c.outcome() != Outcome.ANNULLED) {
                    sum = sum.plus(counted[o]);
                } else if (c.outcome() == Outcome.PAIRING_BYE) {
                    sum = sum.plus(lowest);
                }
            }
            out[i] = sum;
        }
        return out;
    }

    private static Points scoreGroupAverage(StandingsContext ctx, int w) {
        int last = Math.min(ctx.lastRoundBeforeWithdrawal(w), ctx.rounds());
        Points at = ctx.scoreAfter(w, last);
        Points sum = Points.ZERO;
        int count = 0;
        for (int i = 0; i < ctx.players(); i++) {
            if (i != w && ctx.scoreAfter(i, last).equals(at)) {
                sum = sum.plus(ctx.score(i));
                count++;
            }
        }
        return count == 0 ? ctx.score(w) : sum.dividedBy(count);
    }
}
