package org.chessarbiter.tournament.standings;

import org.chessarbiter.tournament.core.Points;

/**
 * Game points of a team by board, over the rounds it met another team (the games of a match are
 * its boards, board 1 first: {@link org.chessarbiter.tournament.core.TeamMatches}). Shared by the
 * board tie-breaks BC, TBR and BBE.
 */
final class BoardPoints {

    private BoardPoints() {
    }

    /** {@code [i][b]}: the game points of participant {@code i} on board {@code b + 1}. */
    static Points[][] of(StandingsContext ctx) {
        return ctx.cached("board-points", () -> {
            int boards = 1;
            for (int i = 0; i < ctx.players(); i++) {
                for (int r = 1; r <= ctx.rounds(); r++) {
                    boards = Math.max(boards, ctx.cell(i, r).games().size());
                }
            }
            Points[][] out = new Points[ctx.players()][boards];
            for (int i = 0; i < ctx.players(); i++) {
                java.util.Arrays.fill(out[i], Points.ZERO);
                for (int r = 1; r <= ctx.rounds(); r++) {
                    var c = ctx.cell(i, r);
                    if (c.hasOpponent()) {
                        for (int b = 0; b < c.games().size(); b++) {
                            out[i][b] = out[i][b].plus(ctx.scoring().points(c.games().get(b)));
                        }
                    }
                }
            }
            return out;
        });
    }
}
