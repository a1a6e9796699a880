package org.chessarbiter.tournament.standings;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.MatchScoring;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.ResultGrid;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.core.WithdrawalRule;

/**
 * Everything tie-breaks read, computed once: the result grid after the withdrawal rule, the
 * scoring, the number of rounds counted, each player's score and running score after each round,
 * ratings, whether the system is all-play-all, and (for two-game matches, Luật cờ Tướng 2004
 * Điều 21.2) match points as the primary score with game points beside them.
 */
public final class StandingsContext {

    private final Tournament tournament;
    private final ResultGrid grid;
    private final Scoring scoring;
    private final int rounds;
    private final Points[] score;
    private final Points[][] running;
    private final Points[] gamePoints;
    private final Points[] matchPoints;
    private final Points[][] runningMatch;
    private final boolean gamePointsFirst;
    private final Points matchWin;
    private final Points drawScore;
    private final C07Edition edition;
    private final int[] ratings;
    private final Map<String, Object> cache = new HashMap<>();

    private StandingsContext(Tournament t, ResultGrid grid, int rounds, MatchScoring matches, C07Edition edition) {
        this(t, grid, rounds, matches, edition, false);
    }

    private StandingsContext(Tournament t, ResultGrid grid, int rounds, MatchScoring matches, C07Edition edition,
            boolean gamePointsFirst) {
        this.tournament = t;
        this.gamePointsFirst = gamePointsFirst;
        this.matchWin = matches == null ? t.scoring().win() : matches.matchWin();
        this.drawScore = matches == null ? t.scoring().draw() : gamePointsFirst
                ? matches.absentOpponentGamePoints().times(Points.HALF) : matches.matchDraw();
        this.grid = grid;
        this.scoring = matches == null ? t.scoring() : matches.games();
        this.rounds = rounds;
        this.edition = edition;
        int n = grid.players();
        ratings = new int[n];
        for (org.chessarbiter.tournament.core.Player p : t.players()) {
            int i = grid.index(p.startNumber());
            if (i >= 0) {
                ratings[i] = p.fideRating();
            }
        }
        gamePoints = new Points[n];
        matchPoints = new Points[n];
        runningMatch = new Points[n][rounds + 1];
        Points[][] runningGames = new Points[n][rounds + 1];
        for (int i = 0; i < n; i++) {
            Points total = Points.ZERO;
            Points games = Points.ZERO;
            runningMatch[i][0] = Points.ZERO;
            runningGames[i][0] = Points.ZERO;
            for (int r = 1; r <= rounds; r++) {
                Cell c = grid.cell(i, r);
                Points p = c.points(scoring);
                if (matches != null && c.hasOpponent() && grid.index(c.opponent()) >= 0) {
                    MatchScoring.MatchScore m = matches.score(c.games(), grid.cell(grid.index(c.opponent()), r).games());
                    p = m.matchPoints();
                    games = games.plus(m.gamePoints());
                } else if (matches != null) {
                    games = games.plus(p);
                    // a round without an opponent (bye, absence) scores the match points of its first outcome
                    p = Scoring.of(matches.matchWin(), matches.matchDraw(), matches.matchLoss()).points(c.outcome());
                } else {
                    games = games.plus(p);
                }
                total = total.plus(p);
                runningMatch[i][r] = total;
                runningGames[i][r] = games;
            }
            matchPoints[i] = total;
            gamePoints[i] = games;
        }
        score = gamePointsFirst ? gamePoints : matchPoints;
        running = gamePointsFirst ? runningGames : runningMatch;
    }

    /**
     * Standings after the last round, with the seeds' withdrawal rule for the tournament and C.07 2026;
     * by match points then game points when the tournament is scored by matches.
     */
    public static StandingsContext of(Tournament t) {
        return of(t, WithdrawalRule.defaultFor(t.info()), t.numberOfRounds(), C07Edition.V2026);
    }

    public static StandingsContext of(Tournament t, WithdrawalRule rule, int rounds, C07Edition edition) {
        ResultGrid g = rule.apply(ResultGrid.of(t), t.withdrawals());
        return new StandingsContext(t, g, Math.min(rounds, g.rounds()), t.matches().orElse(null), edition);
    }

    /** Two-game matches (Điều 21.2): the primary score is match points; {@link #gamePoints(int)} holds game points. */
    public static StandingsContext ofMatches(Tournament t, MatchScoring matches) {
        ResultGrid g = WithdrawalRule.defaultFor(t.info()).apply(ResultGrid.of(t), t.withdrawals());
        return new StandingsContext(t, g, g.rounds(), matches, C07Edition.V2026);
    }

    /**
     * A team competition (or any event of multi-game matches) whose primary score is game points
     * ({@code gamePointsFirst}, C.07 team events ranked by game points) or match points; the other
     * one is {@link #secondaryScore(int)}.
     */
    public static StandingsContext ofMatches(Tournament t, MatchScoring matches, boolean gamePointsFirst) {
        ResultGrid g = WithdrawalRule.defaultFor(t.info()).apply(ResultGrid.of(t), t.withdrawals());
        return new StandingsContext(t, g, g.rounds(), matches, C07Edition.V2026, gamePointsFirst);
    }

    /** A value computed once per context (tie-break values, adjusted scores, contributions). */
    @SuppressWarnings("unchecked")
    <T> T cached(String key, Supplier<T> compute) {
        Object v = cache.get(key);
        if (v == null) {
            v = compute.get();
            cache.put(key, v);
        }
        return (T) v;
    }

    public Tournament tournament() {
        return tournament;
    }

    public ResultGrid grid() {
        return grid;
    }

    public Scoring scoring() {
        return scoring;
    }

    public int rounds() {
        return rounds;
    }

    /** Whether the rounds counted reach the tournament's last round (the standings are not those after an earlier round). */
    public boolean countsTheLastRound() {
        return rounds >= tournament().numberOfRounds();
    }

    public int players() {
        return grid.players();
    }

    public C07Edition edition() {
        return edition;
    }

    public boolean allPlayAll() {
        return tournament.info().system().isAllPlayAll();
    }

    /** The primary score of a player (points, or match points for two-game matches). */
    public Points score(int index) {
        return score[index];
    }

    /** Game points (equal to the score unless the primary score is match points). */
    public Points gamePoints(int index) {
        return gamePoints[index];
    }

    /**
     * The other score of a match event: game points when the primary score is match points, match
     * points when it is game points (C.07 MPvGP); equal to the score in an individual event.
     */
    public Points secondaryScore(int index) {
        return gamePointsFirst ? matchPoints[index] : gamePoints[index];
    }

    /** Match points (equal to the score in an individual event). */
    public Points matchPoints(int index) {
        return matchPoints[index];
    }

    /** The match points of a won match (the points of a win in an individual event). */
    public Points maxMatchPoints() {
        return matchWin;
    }

    /** The primary score a player earned in one round (points, or match points, or game points). */
    public Points scoreIn(int index, int round) {
        return running[index][round].minus(running[index][round - 1]);
    }

    /**
     * A draw in the primary score: a drawn game, or a drawn match (match points; game points of
     * half the boards when game points come first). C.07 Art. 16 counts some unplayed rounds as draws.
     */
    public Points drawScore() {
        return drawScore;
    }

    /** Match points a player earned in one round (the score of the round in an individual event). */
    public Points matchPointsIn(int index, int round) {
        return runningMatch[index][round].minus(runningMatch[index][round - 1]);
    }

    /** The score after round {@code round} (0 gives 0). */
    public Points scoreAfter(int index, int round) {
        return running[index][round];
    }

    /** Points of a player in a round with the game scoring. */
    public Points points(int index, int round) {
        return grid.cell(index, round).points(scoring);
    }

    public Cell cell(int index, int round) {
        return grid.cell(index, round);
    }

    public int rating(int index) {
        return ratings[index];
    }

    public boolean withdrew(int index) {
        int start = grid.startNumber(index);
        return tournament.withdrawals().stream().map(Withdrawal::player).anyMatch(p -> p == start);
    }

    public int lastRoundBeforeWithdrawal(int index) {
        int start = grid.startNumber(index);
        return tournament.withdrawals().stream().filter(w -> w.player() == start).mapToInt(Withdrawal::lastRound).findFirst().orElse(rounds);
    }
}
