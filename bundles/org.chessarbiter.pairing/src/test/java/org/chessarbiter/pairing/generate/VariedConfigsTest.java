package org.chessarbiter.pairing.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;

import org.chessarbiter.pairing.Colour;
import org.junit.jupiter.api.Test;

class VariedConfigsTest {

    @Test
    void sameSeedSameConfiguration() {
        assertEquals(VariedConfigs.of(12345, 10, 300), VariedConfigs.of(12345, 10, 300));
    }

    @Test
    void configurationsSpanTheAskedRangeAndEveryProfile() {
        Set<VariedConfigs.Profile> profiles = EnumSet.noneOf(VariedConfigs.Profile.class);
        Set<Colour> colours = EnumSet.noneOf(Colour.class);
        boolean odd = false;
        boolean even = false;
        boolean thirteenRounds = false;
        for (long seed = 0; seed < 400; seed++) {
            VariedConfigs.Varied v = VariedConfigs.of(seed, 10, 49);
            GeneratorConfig c = v.config();
            assertTrue(c.valid(), c::toString);
            assertEquals(seed, c.seed());
            assertTrue(c.players() >= 10 && c.players() <= 49, c::toString);
            assertTrue(c.rounds() >= 5 && c.rounds() <= Math.min(13, c.players() - 1), c::toString);
            profiles.add(v.profile());
            colours.add(c.initialColour());
            odd |= c.players() % 2 == 1;
            even |= c.players() % 2 == 0;
            thirteenRounds |= c.rounds() == 13;
            if (v.profile() == VariedConfigs.Profile.CALM) {
                assertEquals(0, c.forfeitRate() + c.withdrawalRate() + c.halfPointByeRate() + c.lateEntryRate());
            }
            if (v.profile() == VariedConfigs.Profile.HEAVY_ABSENCES) {
                assertTrue(c.forfeitRate() >= 0.2 && c.halfPointByeRate() >= 0.1, c::toString);
            }
            if (v.profile() == VariedConfigs.Profile.LATE_ENTRIES) {
                assertTrue(c.lateEntryRate() >= 0.25 && c.latestEntryRound() >= 3, c::toString);
            }
        }
        assertEquals(EnumSet.allOf(VariedConfigs.Profile.class), profiles);
        assertEquals(EnumSet.allOf(Colour.class), colours);
        assertTrue(odd && even && thirteenRounds);
    }

    @Test
    void tenPlayersGetAtMostNineRounds() {
        for (long seed = 0; seed < 100; seed++) {
            GeneratorConfig c = VariedConfigs.of(seed, 10, 10).config();
            assertEquals(10, c.players());
            assertTrue(c.rounds() >= 5 && c.rounds() <= 9, c::toString);
        }
    }
}
