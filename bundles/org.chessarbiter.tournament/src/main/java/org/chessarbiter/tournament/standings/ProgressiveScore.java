package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/**
 * Progressive (cumulative) score: the sum of the player's running scores after each round, the
 * first {@code cut} rounds left out. The seeds' "hệ số lũy tiến" (000 Part 2 Art. 14.5: win in
 * round 1 and draw in round 2 give 1 + 1.5 = 2.5) and FIDE C.07 Art. 5 PS, PS/C1.
 */
public final class ProgressiveScore extends PerPlayerTieBreak {

    private final int cut;

    public ProgressiveScore(int cut, String code, String article) {
        super(code, article);
        this.cut = cut;
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        Points[] out = new Points[ctx.players()];
        for (int i = 0; i < ctx.players(); i++) {
            Points sum = Points.ZERO;
            for (int r = cut + 1; r <= ctx.rounds(); r++) {
                sum = sum.plus(ctx.scoreAfter(i, r));
            }
            out[i] = sum;
        }
        return out;
    }
}
