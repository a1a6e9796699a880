package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Pairing a round again: only an unpublished round without results; by the workspace's pairing operation. */
class RepairRoundOperationTest {

    @TempDir
    Path dir;

    @Test
    void anUnpublishedRoundIsPairedAgainAndStaysUnpublished() {
        // round 2 as somebody paired it by hand: 1 meets 3 again, which C.04.1 b forbids
        Path file = States.write(dir, "open.tournament", States.swiss(4, 3)
                .withRound(States.round(1, true, "1-3 1-0", "4-2 0-1")).withRound(States.round(2, false, "3-1", "2-4")));
        OperationResult r = new RepairRoundOperation(file, 2, PairingOverrides.NONE).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Round two = States.read(file).rounds().get(1);
        assertFalse(two.published());
        assertEquals(2, two.pairings().size());
        assertTrue(two.pairings().stream().noneMatch(p -> p.involves(1) && p.involves(3)), "no rematch: " + two.pairings());
        assertNotEquals(List.of(3, 2), two.pairings().stream().map(Pairing::first).toList());
    }

    @Test
    void aPublishedRoundIsNeverPairedAgain() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 3).withRound(States.round(1, true, "1-3", "4-2")));
        OperationResult r = new RepairRoundOperation(file, 1, PairingOverrides.NONE).run(null);
        assertTrue(r.hasErrors());
        assertEquals("rounds[number=1]", r.problems().get(0).location().field());
        assertTrue(States.text(r.problems()).contains("round 1 is published: a published round is never paired again"));
    }
}
