package org.chessarbiter.tournament.core;

import java.util.List;

/**
 * Two-game matches, Luật cờ Tướng 2004 Điều 21.2: each game scores game points ("điểm ván",
 * 2 / 1 / 0); the match scores match points ("điểm trận": 1 to the side with more game points,
 * ½ each when equal, 0); an opponent who is absent gives the present player 1 match point and
 * 4 game points. Ranking is by match points, then game points.
 */
public record MatchScoring(Scoring games, Points matchWin, Points matchDraw, Points matchLoss,
        Points absentOpponentMatchPoints, Points absentOpponentGamePoints) {

    public static MatchScoring xiangqi2004() {
        return new MatchScoring(Scoring.twoGameMatchGames(), Points.ONE, Points.HALF, Points.ZERO, Points.ONE, Points.of(4));
    }

    /**
     * A team competition of {@code boards} boards (000 Part 2 Art. 16; FIDE C.07 team events): game
     * points 1 / ½ / 0 per board, the match won by the team with more game points, scoring
     * {@code matchWin} / {@code matchDraw} / 0 (2 / 1 / 0 in FIDE team events, 1 / ½ / 0 in 000 Art. 2.3).
     * Interpretation (the seeds and C.07 leave it to the regulations): a team whose opponent does not
     * appear, and a team given a pairing-allocated or full-point bye, scores a won match and every
     * board won; a half-point bye half of that.
     */
    public static MatchScoring teams(Points matchWin, Points matchDraw, int boards) {
        Points all = Points.of(boards);
        Points half = all.times(Points.HALF);
        Scoring games = new Scoring(Points.ONE, Points.HALF, Points.ZERO, Points.ONE, Points.ZERO, all, half, all, Points.ZERO);
        return new MatchScoring(games, matchWin, matchDraw, Points.ZERO, matchWin, all);
    }

    /** The (match points, game points) a player earns from one match given his outcomes in its games. */
    public MatchScore score(List<Outcome> mine, List<Outcome> theirs) {
        boolean iAmAbsent = mine.stream().allMatch(o -> o == Outcome.FORFEIT_LOSS);
        boolean theyAreAbsent = theirs.stream().allMatch(o -> o == Outcome.FORFEIT_LOSS);
        if (theyAreAbsent && !iAmAbsent) {
            return new MatchScore(absentOpponentMatchPoints, absentOpponentGamePoints);
        }
        if (iAmAbsent) {
            return new MatchScore(matchLoss, Points.ZERO);
        }
        Points my = sum(mine);
        int c = my.compareTo(sum(theirs));
        return new MatchScore(c > 0 ? matchWin : c == 0 ? matchDraw : matchLoss, my);
    }

    private Points sum(List<Outcome> outcomes) {
        Points p = Points.ZERO;
        for (Outcome o : outcomes) {
            p = p.plus(games.points(o));
        }
        return p;
    }

    /** Match points and game points of one match. */
    public record MatchScore(Points matchPoints, Points gamePoints) {
    }
}
