package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.tournament.core.Points;

/**
 * 000 Part 2 Art. 2.3: in a combined individual and team event, the regulations fix beforehand a
 * minimum number of games (between 1/2 and 2/3 of the most a player can play) a player must have
 * played to be ranked individually. {@link #ranked} keeps the rows of the players who reach it, in
 * order, with their ranks renumbered; the others are left out of the individual ranking.
 */
public final class Eligibility {

    private Eligibility() {
    }

    /** The minimum number of games: {@code fraction} of {@code maxGames}, rounded up. */
    public static int minimumGames(Points fraction, int maxGames) {
        Points m = fraction.times(maxGames);
        return (int) Math.floorDiv(m.numerator() + m.denominator() - 1, m.denominator());
    }

    /** Games played over the board by a player (forfeits and byes are not games played). */
    public static int gamesPlayed(StandingsContext ctx, int index) {
        int n = 0;
        for (int r = 1; r <= ctx.rounds(); r++) {
            n += ctx.cell(index, r).outcome().isPlayed() ? ctx.cell(index, r).games().size() : 0;
        }
        return n;
    }

    public static List<StandingRow> ranked(StandingsContext ctx, List<StandingRow> rows, int minimumGames) {
        List<StandingRow> out = new ArrayList<>();
        StandingRow previous = null;
        for (StandingRow row : rows) {
            if (gamesPlayed(ctx, ctx.grid().index(row.startNumber())) < minimumGames) {
                continue;
            }
            boolean tiedWithPrevious = previous != null && previous.rank() == row.rank();
            int rank = tiedWithPrevious ? out.get(out.size() - 1).rank() : out.size() + 1;
            out.add(new StandingRow(rank, row.startNumber(), row.score(), row.tieBreaks()));
            previous = row;
        }
        return out;
    }
}
