package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/**
 * FIDE C.07 team tie-break BC (board count): the sum over the boards of the board number times the
 * game points the team scored on that board; the lower value ranks higher, so that points won on
 * the top boards count most. Computed as the FIDE tie-break server computes it (its "BC").
 */
public final class BoardCount extends PerPlayerTieBreak {

    public BoardCount(C07Edition edition) {
        super("BC", edition.citation() + " team tie-breaks, BC");
    }

    @Override
    public boolean lowerIsBetter() {
        return true;
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        Points[][] byBoard = BoardPoints.of(ctx);
        Points[] out = new Points[ctx.players()];
        for (int i = 0; i < ctx.players(); i++) {
            Points sum = Points.ZERO;
            for (int b = 0; b < byBoard[i].length; b++) {
                sum = sum.plus(byBoard[i][b].times(b + 1));
            }
            out[i] = sum;
        }
        return out;
    }
}
