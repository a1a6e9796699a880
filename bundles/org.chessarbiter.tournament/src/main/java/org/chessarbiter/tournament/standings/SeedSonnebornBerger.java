package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Points;

/**
 * Hệ số Bécgơ (Sonneborn-Berger) as the seeds define it: the sum of the scores of the opponents
 * beaten plus half the scores of the opponents drawn (Luật cờ Tướng 2004 Điều 21.3; 000 Phụ lục 1
 * "cộng ... tổng số điểm của các đấu thủ mà họ thắng, nửa số điểm của các đấu thủ mà họ hòa").
 * Interpretation: a forfeit win counts as a win over that opponent (000 Part 2 Art. 4.4 counts
 * forfeits like results for ranking); annulled games (Điều 21.5.1) count nothing. Independent of
 * the scoring table: with 2 / 1 / 0 game points it is still "all of a beaten, half of a drawn
 * opponent's score".
 */
public final class SeedSonnebornBerger extends PerPlayerTieBreak {

    public SeedSonnebornBerger() {
        super("VN-SB", "Luật cờ Tướng 2004 Điều 21.3; 000 Phụ lục 1");
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        return sumOverOpponents(ctx, (i, r, o) -> {
            Points sum = Points.ZERO;
            for (Outcome g : ctx.cell(i, r).games()) {
                if (g.isWin() || g == Outcome.FORFEIT_WIN) {
                    sum = sum.plus(ctx.score(o));
                } else if (g.isDraw()) {
                    sum = sum.plus(ctx.score(o).times(Points.HALF));
                }
            }
            return sum;
        });
    }
}
