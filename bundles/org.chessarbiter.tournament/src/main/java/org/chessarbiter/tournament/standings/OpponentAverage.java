package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Points;

/**
 * Averages over the opponents met over the board, FIDE C.07 Art. 5: AOB, the average of the
 * opponents' Buchholz (rounded half up to hundredths), and APRO, the average of the opponents'
 * tournament performance ratings, and APPO, of their perfect tournament performances (both
 * rounded half up to an integer; opponents without a rated game have none and are left out).
 */
public final class OpponentAverage extends PerPlayerTieBreak {

    /** Which average. */
    public enum Kind { AOB, APRO, APPO }

    private final Kind kind;
    private final PerPlayerTieBreak of;

    public OpponentAverage(Kind kind, C07Edition edition) {
        super(kind.name(), edition.citation() + " Art. 5 " + kind.name());
        this.kind = kind;
        this.of = kind == Kind.AOB ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.BH, 0, 0, edition)
                : new RatingTieBreak(kind == Kind.APRO ? RatingTieBreak.Kind.TPR : RatingTieBreak.Kind.PTP, 0, edition);
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        Points[] values = of.all(ctx);
        Points[] out = new Points[ctx.players()];
        for (int i = 0; i < ctx.players(); i++) {
            Points sum = Points.ZERO;
            int n = 0;
            for (int r = 1; r <= ctx.rounds(); r++) {
                Cell c = ctx.cell(i, r);
                int o = ctx.grid().index(c.opponent());
                if (c.outcome().isPlayed() && o >= 0 && (kind == Kind.AOB || RatingTieBreak.hasRatedGame(ctx, o))) {
                    sum = sum.plus(values[o]);
                    n++;
                }
            }
            long scale = kind == Kind.AOB ? 100 : 1;
            out[i] = n == 0 ? Points.ZERO : roundHalfUp(sum.dividedBy(n), scale);
        }
        return out;
    }

    /** Rounds half up to 1/scale. */
    static Points roundHalfUp(Points p, long scale) {
        Points x = p.times(scale);
        return Points.of(Math.floorDiv(2 * x.numerator() + x.denominator(), 2 * x.denominator()), scale);
    }
}
