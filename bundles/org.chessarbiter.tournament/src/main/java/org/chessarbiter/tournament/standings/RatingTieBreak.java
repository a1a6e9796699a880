package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Points;

/**
 * Rating tie-breaks, FIDE C.07 Art. 5: ARO, the average rating of the opponents met over the
 * board (rounded to the nearest integer, .5 up), with the Cut-n modifier (the n lowest ratings
 * dropped); TPR, the tournament performance rating, ARO plus dp(p) of FIDE B.02 table 8.1(a) where
 * p is the rating score (1 / ½ / 0 whatever the tournament's scoring) of those games over their
 * number, rounded to hundredths; PTP, the perfect tournament performance (the lowest rating that
 * would expect the score, table 8.1(b)). Interpretation: unrated opponents (rating 0) are left out.
 */
public final class RatingTieBreak extends PerPlayerTieBreak {

    /** Which rating figure. */
    public enum Kind { ARO, TPR, PTP }

    private final Kind kind;
    private final int cut;

    public RatingTieBreak(Kind kind, int cut, C07Edition edition) {
        super(cut > 0 ? kind.name() + "/C" + cut : kind.name(), edition.citation() + " Art. 5 " + kind.name() + "; FIDE B.02 8.1(a)", "tb." + kind.name());
        this.kind = kind;
        this.cut = cut;
    }

    @Override
    protected Points[] computeAll(StandingsContext ctx) {
        Points[] out = new Points[ctx.players()];
        for (int i = 0; i < ctx.players(); i++) {
            List<Integer> ratings = new ArrayList<>();
            Points score = Points.ZERO;
            for (int r = 1; r <= ctx.rounds(); r++) {
                Cell c = ctx.cell(i, r);
                int o = ctx.grid().index(c.opponent());
                if (c.outcome().isPlayed() && o >= 0 && ctx.rating(o) > 0) {
                    ratings.add(ctx.rating(o));
                    score = score.plus(ratingPoints(c));
                }
            }
            ratings.sort(null);
            for (int k = 0; k < cut && !ratings.isEmpty(); k++) {
                ratings.remove(0);
            }
            out[i] = value(ratings, score, ctx);
        }
        return out;
    }

    /** Whether a player met a rated opponent over the board (otherwise ARO and TPR do not exist for him). */
    static boolean hasRatedGame(StandingsContext ctx, int i) {
        for (int r = 1; r <= ctx.rounds(); r++) {
            Cell c = ctx.cell(i, r);
            int o = ctx.grid().index(c.opponent());
            if (c.outcome().isPlayed() && o >= 0 && ctx.rating(o) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * PTP: the lowest rating whose expected score (table 8.1(b)) against these opponents reaches
     * the score; a zero score gives the lowest opponent rating minus 800.
     */
    static long perfectPerformance(List<Integer> ratings, Points score) {
        if (score.isZero()) {
            return ratings.get(0) - 800L;
        }
        Points target = score.times(100);
        int low = ratings.get(0) - 1600;
        int high = ratings.get(ratings.size() - 1) + 1600;
        while (high - low > 1) {
            int mid = (low + high) >>> 1;
            long sum = 0;
            for (int r : ratings) {
                sum += RatingTables.expected(mid, r);
            }
            if (Points.of(sum).compareTo(target) >= 0) {
                high = mid;
            } else {
                low = mid;
            }
        }
        return high;
    }

    /** Rating points of a game (FIDE B.02): 1 for a win, ½ for a draw, whatever the tournament's scoring. */
    private static Points ratingPoints(Cell c) {
        return c.outcome().isWin() ? Points.ONE : c.outcome().isDraw() ? Points.HALF : Points.ZERO;
    }

    private Points value(List<Integer> ratings, Points score, StandingsContext ctx) {
        if (ratings.isEmpty()) {
            return Points.ZERO;
        }
        long sum = 0;
        for (int r : ratings) {
            sum += r;
        }
        int n = ratings.size();
        long aro = Math.floorDiv(2 * sum + n, 2L * n);
        if (kind == Kind.ARO) {
            return Points.of(aro);
        }
        if (kind == Kind.PTP) {
            return Points.of(perfectPerformance(ratings, score));
        }
        // p in hundredths: 100 * rating points / games, rounded half up
        Points p = score.times(100).dividedBy(n);
        long hundredths = Math.floorDiv(2 * p.numerator() + p.denominator(), 2 * p.denominator());
        return Points.of(aro + RatingTables.dp((int) hundredths));
    }
}
