package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/** 000 Part 2 Art. 13.7: a late entry scores nothing in the rounds missed, then plays normally. */
class LateEntryTest {

    @Test
    void missedRoundsScoreNothing() {
        Tournament t = Fixture.players(5, CompetitionSystem.SWISS_BY_LOT)
                .round("A-B 1-0", "C-D =")
                .round("E-A =", "B-C 1-0", "D U")
                .build().withLateEntry(new LateEntry(Fixture.p('E'), 2));
        StandingsContext ctx = StandingsContext.of(t);
        assertEquals(Outcome.NOT_PAIRED, ctx.cell(4, 1).outcome());
        Check.scores(ctx, "1.5", "1", "0.5", "1.5", "0.5");
        // C.07 16.3: E's absence in round 1 comes before his last played round: his adjusted score stays 0.5.
        // A: B 1 + E 0.5 = 1.5; B: A 1.5 + C 0.5 = 2; C: D 1.5 + B 1 = 2.5; D: C 0.5 + PAB dummy min(1.5, 2 x 0.5) = 1.5;
        // E: absent dummy min(0.5, 1) + A 1.5 = 2
        Check.values(ctx, Check.tb("BH", C07Edition.V2026), "1.5", "2", "2.5", "1.5", "2");
    }
}
