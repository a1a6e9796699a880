package org.chessarbiter.workspace.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.chessarbiter.pairing.dutch.DutchEdition;
import org.junit.jupiter.api.Test;

/** The edition and the acceleration: from the file's system line unless the arbiter asks otherwise. */
class PairingPolicyTest {

    private static final PairingOverrides ASK_2017 = new PairingOverrides(Optional.of(DutchEdition.FIDE_2017), false);
    private static final PairingOverrides ASK_BAKU = new PairingOverrides(Optional.empty(), true);

    @Test
    void withoutSystemLineTheEditionInForce() {
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2026, false), PairingPolicy.decide("", PairingOverrides.NONE));
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2026, false),
                PairingPolicy.decide("Individual: Swiss-System", PairingOverrides.NONE));
    }

    @Test
    void theSystemLineNamesTheEditionAndTheAcceleration() {
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2017, false), PairingPolicy.decide("FIDE_DUTCH_2017", PairingOverrides.NONE));
        // bbpPairings v6.0.0 names the 2026 rules FIDE_DUTCH_2025
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2026, false), PairingPolicy.decide("FIDE_DUTCH_2025", PairingOverrides.NONE));
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2026, true), PairingPolicy.decide("fide_dutch_2026_baku", PairingOverrides.NONE));
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2017, true), PairingPolicy.decide("FIDE_DUTCH_2017_BAKU", PairingOverrides.NONE));
    }

    @Test
    void whatTheArbiterAsksForComesFirst() {
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2017, false), PairingPolicy.decide("FIDE_DUTCH_2026", ASK_2017));
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2017, true), PairingPolicy.decide("FIDE_DUTCH_2026_BAKU", ASK_2017));
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2026, true), PairingPolicy.decide("FIDE_DUTCH_2026", ASK_BAKU));
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2017, true), PairingPolicy.decide("FIDE_DUTCH_2017", ASK_BAKU));
    }
}
