package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/**
 * FIDE C.07 extended Sonneborn-Berger for team events, E + (opponent's score) + (own result) + SB:
 * the sum over the matches of the opponent's final match points (M) or game points (G) times the
 * match points (M) or game points (G) the team scored in that match: EMMSB, EMGSB, EGMSB, EGGSB.
 * Interpretation: rounds without an opponent (byes, forfeited matches without an opponent)
 * contribute nothing; a match won by forfeit counts with the points it gave.
 */
public final class ExtendedSonnebornBerger extends PerPlayerTieBreak {

    /** Match points or game points. */
    public enum Score { M, G }

    private final Score opponents;
    private final Score own;

    public ExtendedSonnebornBerger(Score opponents, Score own, C07Edition edition) {
        super("E" + opponents + own + "SB", edition.citation() + " team tie-breaks, E" + opponents + own + "SB", "tb.ESB");
        this.opponents = opponents;
        this.own = own;
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        return sumOverOpponents(ctx, (i, r, o) -> (opponents == Score.M ? ctx.matchPoints(o) : ctx.gamePoints(o))
                .times(own == Score.M ? ctx.matchPointsIn(i, r) : ctx.points(i, r)));
    }
}
