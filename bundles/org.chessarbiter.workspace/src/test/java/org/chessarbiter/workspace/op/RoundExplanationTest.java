package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Why a round is paired as it is: the engine's reasons from the state before the round, whether the round as recorded is
 * that pairing, and the arbiter's changes.
 */
class RoundExplanationTest {

    @TempDir
    Path dir;

    private static String text(ParseResult<List<Message>> lines) {
        return lines.value().stream().map(m -> m.format(Locale.ENGLISH)).collect(Collectors.joining("\n"));
    }

    /** Round 1 of {@link ManualChangeOperationTest}; round 2 as the engine pairs it, not published. */
    private Path state() {
        return States.write(dir, "open.tournament", States.swiss(8, 5)
                .withRound(States.round(1, true, "1-5 1-0", "6-2 0-1", "3-7 1-0", "8-4 0-1"))
                .withRound(States.round(2, false, "4-1", "2-3", "5-8", "7-6")));
    }

    @Test
    void aRoundAsTheProgramPairedItIsExplainedAndSaidToBeThatPairing() {
        Path file = state();
        ParseResult<List<Message>> lines = RoundExplanation.of(file, States.read(file), 2, PairingOverrides.NONE, null);
        assertTrue(lines.isOk(), lines.problems().toString());
        String text = text(lines);
        assertTrue(text.startsWith("Round 2: 8 players to pair with the FIDE (Dutch) system"), text);
        assertTrue(text.contains("Bracket of 1 points: residents 1, 2, 3, 4"), text);
        assertTrue(text.contains("Board 1: 4 (1) - 1 (1); colours by E.1"), text);
        assertTrue(text.endsWith("Round 2 as recorded is this pairing."), text);
    }

    @Test
    void aRoundTheArbiterChangedSaysSoWithTheChangesOfTheAuditTrail() {
        Path file = state();
        assertFalse(new ManualChangeOperation(file, new SwapOpponents(2, 1, 2), Confirmation.NONE, ManualChangeOperationTest.CLOCK).run(null)
                .hasErrors());
        Tournament changed = States.read(file);
        String text = text(RoundExplanation.of(file, changed, 2, PairingOverrides.NONE, null));
        assertTrue(text.contains("Round 2 as recorded differs from this pairing"), text);
        assertTrue(text.contains("round 2: manual change by the arbiter, opponents swapped: players 4, 1, 2, 3 (4-1 2-3 → 4-3 2-1)"), text);
        assertEquals(changed, States.read(file), "nothing changed");
    }

    @Test
    void aRoundNotPairedHasNothingToExplain() {
        Path file = state();
        ParseResult<List<Message>> lines = RoundExplanation.of(file, States.read(file), 3, PairingOverrides.NONE, null);
        assertFalse(lines.isOk());
        assertTrue(lines.problems().get(0).message().format(Locale.ENGLISH).contains("round 3 is not paired"), lines.problems().toString());
    }
}
