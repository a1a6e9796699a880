package org.chessarbiter.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.chessarbiter.pairing.check.PairingChecker;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.generate.GenerationResult;
import org.chessarbiter.pairing.generate.GeneratorConfig;
import org.chessarbiter.pairing.generate.RandomTournamentGenerator;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Random tournaments played with the Dutch system keep the absolute criteria, every round. */
class RandomTournamentGeneratorTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void generatedTournamentsKeepC1AndC2AndReplayIdentically(long seed) {
        GeneratorConfig c = new GeneratorConfig(11 + (int) seed * 3, 7, seed, 1200, 2700, 0.3, 0.05, 0.1, 0.05, 0.1,
                seed % 2 == 0 ? Colour.WHITE : Colour.BLACK);
        GenerationResult g = RandomTournamentGenerator.generate(c, new DutchSystem());
        assertTrue(g.complete(), g.errors().toString());
        TournamentRecord t = g.record();
        for (TournamentRecord.Entrant e : t.players()) {
            Set<Integer> played = new HashSet<>();
            int byes = 0;
            for (PastRound r : e.rounds()) {
                if (r.kind() == RoundKind.PLAYED) {
                    assertTrue(played.add(r.opponent()), "C1: rematch of " + e.id() + " and " + r.opponent());
                }
                if (r.kind() == RoundKind.PAIRING_BYE) {
                    byes++;
                }
            }
            assertTrue(byes <= 1, "C2: player " + e.id() + " had " + byes + " pairing-allocated byes");
        }
        // the record holds what was paired: replaying it gives the same pairings
        var report = new PairingChecker(new DutchSystem()).check(t);
        assertEquals(report.rounds(), report.agreeing(), report.differences().toString());
    }

    @Test
    void anUnusableConfigurationIsAnErrorValue() {
        GenerationResult g = RandomTournamentGenerator.generate(
                new GeneratorConfig(1, 5, 1, 1400, 2000, 0.3, 0, 0, 0, 0, Colour.WHITE), new DutchSystem());
        assertTrue(!g.complete() && g.roundsPaired() == 0);
        assertEquals(ProblemKind.ILLEGAL, g.errors().get(0).kind());
        GenerationResult h = RandomTournamentGenerator.generate(
                new GeneratorConfig(10, 5, 1, 1400, 2000, 1.5, 0, 0, 0, 0, Colour.WHITE), new DutchSystem());
        assertEquals("config", h.errors().get(0).location().toString());
    }

    @Test
    void lateEntrantsJoinUpToTheLatestEntryRound() {
        Set<Integer> entryRounds = new HashSet<>();
        for (long seed = 1; seed <= 5; seed++) {
            GeneratorConfig c = new GeneratorConfig(30, 9, seed, 1200, 2700, 0.3, 0, 0, 0, 0.5, Colour.WHITE, 6);
            GenerationResult g = RandomTournamentGenerator.generate(c, new DutchSystem());
            assertTrue(g.complete(), g.errors().toString());
            for (TournamentRecord.Entrant e : g.record().players()) {
                int first = 0;
                while (e.rounds().get(first).kind() == RoundKind.ZERO_POINT_BYE) {
                    first++;
                }
                entryRounds.add(first + 1);
            }
        }
        assertEquals(Set.of(1, 2, 3, 4, 5, 6), entryRounds, "late entrants join in rounds 2 to 6");
        assertEquals(3, GeneratorConfig.simple(10, 5, 1).latestEntryRound());
        assertEquals(4, GeneratorConfig.simple(10, 5, 1).withLatestEntryRound(4).latestEntryRound());
    }

    @Test
    void aLatestEntryRoundBeforeRoundTwoIsAnErrorValue() {
        GenerationResult g = RandomTournamentGenerator.generate(
                new GeneratorConfig(10, 5, 1, 1400, 2000, 0.3, 0, 0, 0, 0.2, Colour.WHITE, 1), new DutchSystem());
        assertEquals(ProblemKind.ILLEGAL, g.errors().get(0).kind());
    }
}
