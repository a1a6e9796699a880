package org.chessarbiter.workspace.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.workspace.standings.StandingsService.Ranked;
import org.junit.jupiter.api.Test;

/** Standings mid-event are the standings after the last round whose results are all in. */
class StandingsServiceTest {

    /** The example: five rounds planned, round 1 played. */
    private static final Path EXAMPLE = Path.of("../../examples/workspace/giai-mau/giai-mau.trf");

    @Test
    void theExampleIsRankedAfterItsOnlyPlayedRound() {
        Tournament t = StandingsService.load(EXAMPLE).value();
        assertEquals(5, t.numberOfRounds());
        assertEquals(1, t.lastCompleteRound());

        Ranked r = StandingsService.rank(t, "BH", C07Edition.V2026).value();
        assertEquals(1, r.context().rounds(), "after round 1");
        for (StandingRow row : r.rows()) {
            Points bh = row.tieBreaks().get(0);
            // one opponent after one round: his score, 0 to 1 (the rounds not yet played would add a draw's worth each)
            assertTrue(bh.compareTo(Points.ONE) <= 0, "BH of " + row.startNumber() + " is " + bh);
        }
    }

    @Test
    void anEarlierOrTheLastRoundCanBeAsked() {
        Tournament t = StandingsService.load(EXAMPLE).value();
        assertEquals(5, StandingsService.rank(t, "BH", C07Edition.V2026, 5).value().context().rounds());
        assertEquals(1, StandingsService.rank(t, "BH", C07Edition.V2026, 1).value().context().rounds());
    }
}
