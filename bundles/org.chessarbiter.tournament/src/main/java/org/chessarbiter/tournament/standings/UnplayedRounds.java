package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Points;

/**
 * FIDE C.07 Art. 16, unplayed rounds, for the opponent-score tie-breaks (BH, SB and their cuts).
 * <ul>
 * <li>16.3, the opponent's adjusted score: his real points, except that his voluntary unplayed
 * rounds after the last round he played (or was given a pairing-allocated bye, a forfeit win or
 * a full-point bye) count as draws — a withdrawn opponent is not a cheap opponent.</li>
 * <li>16.4, the player's own unplayed rounds: a dummy opponent whose score is the player's own
 * score; since the 2026 edition capped at the forfeiting opponent's adjusted score, or at a draw
 * in every round when there was no opponent.</li>
 * <li>All-play-all events (C.07: "predetermined" pairings): every scheduled game counts as played
 * against its real opponent and rounds without an opponent contribute nothing.</li>
 * </ul>
 * <li>FB (Fore Buchholz): the Buchholz before the last round is played — every game of the last
 * round counts as a draw (and as played) for everyone who has an opponent in it. The last round is the
 * tournament's: in standings after an earlier round FB is the Buchholz (as FIDE's tiebreakchecker.py with
 * its current round before the last).</li>
 * A contribution records whether it comes from a voluntary unplayed round: cuts remove those first.
 */
final class UnplayedRounds {

    /** One round's part of BH (opponent score) and SB (opponent score times the player's points). */
    record Contribution(int round, boolean voluntary, Points opponentScore, Points sbValue) {
    }

    private UnplayedRounds() {
    }

    static Points[] adjustedScores(StandingsContext ctx) {
        return adjustedScores(ctx, false);
    }

    /**
     * Adjusted scores (16.3). With {@code fore} (Fore Buchholz, FB): a player who has an opponent
     * in the last round counts that round as a draw, whatever its result, and all his earlier
     * rounds at their real value.
     */
    static Points[] adjustedScores(StandingsContext ctx, boolean fore) {
        return ctx.cached("C07-adjusted-" + fore, () -> {
            Points[] out = new Points[ctx.players()];
            int last = ctx.rounds();
            for (int i = 0; i < ctx.players(); i++) {
                if (ctx.allPlayAll()) {
                    out[i] = ctx.score(i);
                    continue;
                }
                boolean foreAdjusted = foreAdjusted(ctx, i, fore);
                int lastNotVoluntary = foreAdjusted ? last : 0;
                for (int r = 1; r <= last && !foreAdjusted; r++) {
                    if (!ctx.cell(i, r).outcome().isVoluntarilyUnplayed()) {
                        lastNotVoluntary = r;
                    }
                }
                Points p = Points.ZERO;
                for (int r = 1; r <= last; r++) {
                    Cell c = ctx.cell(i, r);
                    boolean real = r <= lastNotVoluntary || c.hasOpponent();
                    p = p.plus(foreAdjusted && r == last || !real ? ctx.drawScore() : ctx.scoreIn(i, r));
                }
                out[i] = p;
            }
            return out;
        });
    }

    /** Whether FB counts the player's last round as a draw: the tournament's last round is counted and he has an opponent in it. */
    private static boolean foreAdjusted(StandingsContext ctx, int i, boolean fore) {
        int last = ctx.rounds();
        return fore && last > 0 && ctx.countsTheLastRound() && ctx.cell(i, last).hasOpponent();
    }

    /** The player's own score for his dummy opponents (16.4): his score, its last round a draw under {@code fore}. */
    private static Points ownScore(StandingsContext ctx, int i, boolean fore) {
        int last = ctx.rounds();
        if (foreAdjusted(ctx, i, fore)) {
            return ctx.score(i).minus(ctx.scoreIn(i, last)).plus(ctx.drawScore());
        }
        return ctx.score(i);
    }

    /** Every player's contributions, computed once per context and edition (BH, SB and their cuts share them). */
    static List<List<Contribution>> contributions(StandingsContext ctx, C07Edition edition, boolean fore) {
        return ctx.cached("C07-contributions-" + edition + "-" + fore, () -> {
            List<List<Contribution>> all = new ArrayList<>(ctx.players());
            for (int i = 0; i < ctx.players(); i++) {
                all.add(List.copyOf(contributions(ctx, i, edition, fore)));
            }
            return all;
        });
    }

    private static List<Contribution> contributions(StandingsContext ctx, int i, C07Edition edition, boolean fore) {
        Points[] adjusted = adjustedScores(ctx, fore);
        List<Contribution> out = new ArrayList<>(ctx.rounds());
        Points capNoOpponent = ctx.drawScore().times(ctx.rounds());
        for (int r = 1; r <= ctx.rounds(); r++) {
            Cell c = ctx.cell(i, r);
            int o = ctx.grid().index(c.opponent());
            Points mine = ctx.scoreIn(i, r); // in the primary score: match points in team events (as tiebreakchecker.py)
            Points opp;
            boolean voluntary = false;
            if (ctx.allPlayAll()) {
                if (o < 0 || c.outcome() == org.chessarbiter.tournament.core.Outcome.ANNULLED) {
                    continue;
                }
                opp = adjusted[o];
            } else if (o >= 0 && (c.outcome().isPlayed() || r == ctx.rounds() && foreAdjusted(ctx, i, fore))) {
                opp = adjusted[o];
            } else {
                voluntary = c.outcome().isVoluntarilyUnplayed();
                opp = ownScore(ctx, i, fore);
                if (edition == C07Edition.V2026) {
                    opp = o >= 0 ? opp.min(adjusted[o]) : opp.min(capNoOpponent);
                }
            }
            out.add(new Contribution(r, voluntary, opp, opp.times(mine)));
        }
        return out;
    }
}
