package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/**
 * Koya system, FIDE C.07 Art. 5 KS: the points scored against the opponents who finished with at
 * least half of the maximum score (the limit as a percentage, 50 by default). The maximum is a
 * win in every round; in an all-play-all event with a free round per cycle, one round less per
 * cycle.
 */
public final class Koya extends PerPlayerTieBreak {

    private final int percent;

    public Koya(int percent, C07Edition edition) {
        super(percent == 50 ? "KS" : "KS/L" + percent, edition.citation() + " Art. 5 KS", "tb.KS");
        this.percent = percent;
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        int games = ctx.rounds();
        if (ctx.allPlayAll() && ctx.players() > 0 && ctx.rounds() % ctx.players() == 0) {
            games -= ctx.rounds() / ctx.players();
        }
        Points limit = ctx.scoring().win().times(games).times(Points.of(percent, 100));
        Points[] out = new Points[ctx.players()];
        for (int i = 0; i < ctx.players(); i++) {
            Points sum = Points.ZERO;
            for (int r = 1; r <= ctx.rounds(); r++) {
                int o = ctx.grid().index(ctx.cell(i, r).opponent());
                if (o >= 0 && ctx.score(o).compareTo(limit) >= 0) {
                    sum = sum.plus(ctx.points(i, r));
                }
            }
            out[i] = sum;
        }
        return out;
    }
}
