package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/**
 * FIDE C.07 team tie-break MPvGP: the score that is not the primary one: game points when the
 * teams are ranked by match points, match points when they are ranked by game points.
 */
public final class MatchOrGamePoints extends PerPlayerTieBreak {

    public MatchOrGamePoints(C07Edition edition) {
        super("MPVGP", edition.citation() + " team tie-breaks, MPvGP");
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        return each(ctx, ctx::secondaryScore);
    }
}
