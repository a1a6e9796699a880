package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/** 000 Part 2 Art. 2.3: the individual ranking of a combined event needs a minimum number of games. */
class EligibilityTest {

    @Test
    void minimumBetweenHalfAndTwoThirds() {
        assertEquals(5, Eligibility.minimumGames(Points.HALF, 9), "half of 9, rounded up");
        assertEquals(6, Eligibility.minimumGames(Points.of(2, 3), 9));
    }

    /**
     * Scores: A 2, B 1.5, D 1.5 (PAB), C 1, E 1. E, a reserve who played one game of three, is left
     * out (minimum 2/3 of 3 = 2); the others keep their order and shared ranks: A 1, B and D 2, C 4.
     */
    @Test
    void playersBelowTheMinimumAreNotRanked() {
        Tournament t = Fixture.players(5, CompetitionSystem.SWISS_DUTCH)
                .round("E-A 1-0", "B-C =", "D U")
                .round("A-B 1-0", "C-D =")
                .round("A-C 1-0", "B-D 1-0")
                .build();
        StandingsContext ctx = StandingsContext.of(t);
        List<StandingRow> all = Standings.rank(ctx, List.of());
        assertEquals("ABDCE", Check.order(all));
        List<StandingRow> ranked = Eligibility.ranked(ctx, all, Eligibility.minimumGames(Points.of(2, 3), 3));
        assertEquals("ABDC", Check.order(ranked));
        assertEquals(List.of(1, 2, 2, 4), ranked.stream().map(StandingRow::rank).toList());
    }
}
