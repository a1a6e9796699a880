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
