package org.chessarbiter.workspace.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.OptionalLong;

import org.chessarbiter.pairing.dutch.DutchEdition;
import org.junit.jupiter.api.Test;

/** The one dispatch from a system's name (option, regulations, TRF system line) to the pairing bundle's engine. */
class SystemChoiceTest {

    @Test
    void theRegulationsAndTheFilesNamesOfEverySystem() {
        assertEquals(Optional.of(SystemChoice.DUTCH), SystemChoice.fromCode("FIDE_DUTCH_2026"));
        assertEquals(Optional.of(SystemChoice.DUTCH), SystemChoice.fromCode("Individual: Swiss-System"));
        assertEquals(Optional.of(SystemChoice.MODIFIED_SWISS), SystemChoice.fromCode("MODIFIED_SWISS"));
        assertEquals(Optional.of(SystemChoice.MODIFIED_SWISS), SystemChoice.fromCode("MODIFIED_SWISS_ART13"));
        assertEquals(Optional.of(SystemChoice.SWISS_BY_LOT), SystemChoice.fromCode("SWISS_BY_LOT"));
        assertEquals(Optional.of(SystemChoice.ROUND_ROBIN), SystemChoice.fromCode("ROUND_ROBIN"));
        assertEquals(Optional.of(SystemChoice.ROUND_ROBIN), SystemChoice.fromCode("Individual: Round Robin"));
        assertEquals(Optional.of(SystemChoice.DOUBLE_ROUND_ROBIN), SystemChoice.fromCode("DOUBLE_ROUND_ROBIN"));
        assertEquals(Optional.of(SystemChoice.DOUBLE_ROUND_ROBIN), SystemChoice.fromCode("ROUND_ROBIN_BERGER_X2"));
        assertEquals(Optional.of(SystemChoice.SCHEVENINGEN), SystemChoice.fromCode("SCHEVENINGEN"));
        assertEquals(Optional.of(SystemChoice.DOUBLE_SCHEVENINGEN), SystemChoice.fromCode("scheveningen_x2"));
        assertEquals(Optional.of(SystemChoice.KNOCKOUT), SystemChoice.fromCode("KNOCKOUT"));
        assertEquals(Optional.of(SystemChoice.TEAM_ROUND_ROBIN), SystemChoice.fromCode("Team Round Robin"));
        assertEquals(Optional.of(SystemChoice.DOUBLE_TEAM_ROUND_ROBIN), SystemChoice.fromCode("TEAM_ROUND_ROBIN_X2"));
        assertEquals(Optional.of(SystemChoice.TEAM_SWISS_BY_LOT), SystemChoice.fromCode("TEAM_SWISS_BY_LOT"));
        assertEquals(Optional.empty(), SystemChoice.fromCode(""));
        for (SystemChoice s : SystemChoice.values()) {
            assertEquals(Optional.of(s), SystemChoice.fromOptionName(s.optionName()));
            assertEquals(Optional.of(s), SystemChoice.fromCode(s.name()), s.name());
            assertEquals(Optional.of(s), SystemChoice.fromCode(s.optionName()), s.optionName());
        }
    }

    @Test
    void eachChoiceIsTheLibrarysEngine() {
        PairingPolicy lot = new PairingPolicy(SystemChoice.SWISS_BY_LOT, DutchEdition.FIDE_2026, false, OptionalLong.of(7));
        assertEquals("SWISS_BY_LOT", lot.system().id());
        assertEquals("FIDE_DUTCH_2017", new PairingPolicy(DutchEdition.FIDE_2017, false).system().id());
        assertEquals("ROUND_ROBIN_BERGER", policy(SystemChoice.ROUND_ROBIN).system().id());
        assertEquals("ROUND_ROBIN_BERGER_X2", policy(SystemChoice.DOUBLE_ROUND_ROBIN).system().id());
        assertEquals("SCHEVENINGEN_X1", policy(SystemChoice.SCHEVENINGEN).system().id());
        assertEquals("SCHEVENINGEN_X2", policy(SystemChoice.DOUBLE_SCHEVENINGEN).system().id());
        assertEquals("MODIFIED_SWISS_ART13", policy(SystemChoice.MODIFIED_SWISS).system().id());
        assertEquals("KNOCKOUT", policy(SystemChoice.KNOCKOUT).system().id());
        assertEquals("TEAM_ROUND_ROBIN", policy(SystemChoice.TEAM_ROUND_ROBIN).system(java.util.List.of()).id());
        assertEquals("TEAM_ROUND_ROBIN_X2", policy(SystemChoice.DOUBLE_TEAM_ROUND_ROBIN).system().id());
        assertEquals("TEAM_SWISS_BY_LOT", policy(SystemChoice.TEAM_SWISS_BY_LOT).system().id());
    }

    @Test
    void theSystemAskedForComesBeforeTheOneNamed() {
        PairingOverrides knockout = new PairingOverrides(Optional.of(SystemChoice.KNOCKOUT), Optional.empty(), false,
                OptionalLong.empty(), Optional.empty());
        assertEquals(SystemChoice.KNOCKOUT, PairingPolicy.decide("ROUND_ROBIN", knockout).choice());
        assertEquals(SystemChoice.ROUND_ROBIN, PairingPolicy.decide("ROUND_ROBIN", PairingOverrides.NONE).choice());
        assertEquals(SystemChoice.DUTCH, PairingPolicy.decide("", PairingOverrides.NONE).choice());
    }

    private static PairingPolicy policy(SystemChoice choice) {
        return new PairingPolicy(choice, DutchEdition.FIDE_2026, false, OptionalLong.empty());
    }
}
