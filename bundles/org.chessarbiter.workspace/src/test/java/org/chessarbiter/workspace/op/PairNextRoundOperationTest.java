package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pairing the next round into the state (unpublished), on the file or in memory, by the workspace's pairing operation. */
class PairNextRoundOperationTest {

    @TempDir
    Path dir;

    @Test
    void theRoundAfterTheLastPublishedOneIsPairedUnpublished() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 3).withRound(States.round(1, true, "1-3 1-0", "4-2 0-1")));
        OperationResult r = new PairNextRoundOperation(file, PairingOverrides.NONE).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Round two = States.read(file).rounds().get(1);
        assertEquals(2, two.number());
        assertFalse(two.published());
        assertEquals(2, two.pairings().size());
        assertTrue(two.pairings().stream().noneMatch(p -> p.involves(1) && p.involves(3)), "no rematch: " + two.pairings());
    }

    @Test
    void inMemoryNothingIsWrittenAndAnUnpublishedRoundComesFirst() {
        Tournament t = States.swiss(4, 3).withRound(States.round(1, false, "1-3", "4-2"));
        Path file = dir.resolve("never-written.tournament");
        ParseResult<Tournament> r = new PairNextRoundOperation(file, PairingOverrides.NONE).apply(t, null);
        assertFalse(r.isOk());
        assertTrue(States.text(r.problems()).contains("round 1 is paired but not published: publish it before round 2"),
                States.text(r.problems()));
        ParseResult<Tournament> published = new PublishRoundOperation(file, 1).apply(t, null);
        assertTrue(published.isOk(), States.text(published.problems()));
        assertTrue(published.value().rounds().get(0).published());
        assertFalse(java.nio.file.Files.exists(file));
    }

    @Test
    void noRoundIsPairedPastThePlannedOnes() {
        Path file = States.write(dir, "short.tournament", States.swiss(2, 1).withRound(States.round(1, true, "1-2 1-0")));
        OperationResult r = new PairNextRoundOperation(file, PairingOverrides.NONE).run(null);
        assertTrue(r.hasErrors());
        assertTrue(States.text(r.problems()).contains("every round of the 1 planned is paired"), States.text(r.problems()));
    }
}
