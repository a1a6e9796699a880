package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.MatchScoring;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/**
 * Luật cờ Tướng 2004 Điều 21.2: two-game matches. Game points 2 / 1 / 0, match points 1 / ½ / 0,
 * ranking by match points then game points; an absent opponent gives 1 match point and 4 game points.
 * <pre>
 * R1 A-B 1-0 =    (A 3 GP, B 1: A wins the match)    C-D = =     (2 GP each: drawn match)
 * R2 A-C = =      (2 GP each: drawn)                 D-B +- +-   (B absent: D 1 MP and 4 GP)
 * R3 A-D = =      (2 GP each: drawn)                 B-C 0-1 1-0 (2 GP each: drawn)
 * MP: A 1 + ½ + ½ = 2, B 0 + 0 + ½ = ½, C ½ + ½ + ½ = 1½, D ½ + 1 + ½ = 2.
 * GP: A 3 + 2 + 2 = 7, B 1 + 0 + 2 = 3, C 2 + 2 + 2 = 6, D 2 + 4 + 2 = 8.
 * </pre>
 * A and D tie on match points; D has more game points.
 */
class MatchScoringTest {

    static Tournament matches() {
        return Fixture.of(GameKind.XIANGQI, CompetitionSystem.ROUND_ROBIN, 0, 0, 0, 0)
                .round("A-B 1-0 =", "C-D = =")
                .round("A-C = =", "D-B +- +-")
                .round("A-D = =", "B-C 0-1 1-0")
                .build();
    }

    @Test
    void matchPointsThenGamePoints() {
        StandingsContext ctx = StandingsContext.ofMatches(matches(), MatchScoring.xiangqi2004());
        Check.scores(ctx, "2", "0.5", "1.5", "2");
        Check.values(ctx, new GamePoints(), "7", "3", "6", "8");
        List<StandingRow> rows = Standings.rank(ctx, TieBreakSets.twoGameMatches(3));
        assertEquals("DACB", Check.order(rows));
    }

    @Test
    void absentOpponentGivesOneMatchPointAndFourGamePoints() {
        var s = MatchScoring.xiangqi2004().score(
                List.of(org.chessarbiter.tournament.core.Outcome.FORFEIT_WIN, org.chessarbiter.tournament.core.Outcome.FORFEIT_WIN),
                List.of(org.chessarbiter.tournament.core.Outcome.FORFEIT_LOSS, org.chessarbiter.tournament.core.Outcome.FORFEIT_LOSS));
        assertEquals(Points.ONE, s.matchPoints());
        assertEquals(Points.of(4), s.gamePoints());
    }

    /** FIDE 2018 10.2: scoring tables must keep the draw between win and loss and nothing above a win. */
    @Test
    void fide102() {
        assertEquals(List.of(), Scoring.fide().checkFide102());
        assertEquals(List.of(), Scoring.twoGameMatchGames().checkFide102());
        var bad = Scoring.of(Points.ONE, Points.of(3, 4), Points.ZERO).checkFide102();
        assertEquals("scoring.drawNotHalf", bad.get(0).message().key());
        assertEquals("scoring.draw", bad.get(0).location().field());
        var above = new Scoring(Points.ONE, Points.HALF, Points.ZERO, Points.of(2), Points.ZERO, Points.ONE, Points.HALF, Points.ONE, Points.ZERO)
                .checkFide102();
        assertEquals("scoring.forfeitWin", above.get(0).location().field());
    }

    /** The seed's example of the progressive score: a win then a draw give 1 + 1.5 = 2.5 (000 Art. 14.5). */
    @Test
    void seedProgressiveExample() {
        Tournament t = Fixture.players(2, CompetitionSystem.MODIFIED_SWISS).round("A-B 1-0").round("B-A =").build();
        Check.values(StandingsContext.of(t), TieBreakSets.seedProgressive(), "2.5", "0.5");
    }
}
