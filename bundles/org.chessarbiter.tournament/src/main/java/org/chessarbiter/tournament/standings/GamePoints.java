package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/**
 * Game points ("điểm ván") after match points ("điểm trận"), Luật cờ Tướng 2004 Điều 21.2: when the
 * primary score is match points, ties are broken by total game points (an absent opponent gives
 * 4 game points). Also C.07's team tie-break "game points" when the primary score is match points.
 */
public final class GamePoints extends PerPlayerTieBreak {

    public GamePoints() {
        super("GP", "Luật cờ Tướng 2004 Điều 21.2");
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        return each(ctx, ctx::gamePoints);
    }
}
