package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.LosslessTrf;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Publishing a round: from the state or from the build's proposal; never twice, never out of order. */
class PublishRoundOperationTest {

    @TempDir
    Path dir;

    @Test
    void publishingWritesTheRoundPublishedAndPublishingAgainIsRefusedAtTheRound() throws IOException {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 3).withRound(States.round(1, false, "1-3", "4-2")));
        OperationResult r = new PublishRoundOperation(file, 1).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Round one = States.read(file).rounds().get(0);
        assertTrue(one.published());
        assertEquals(List.of(1, 4), one.pairings().stream().map(Pairing::first).toList(), "nothing else changed");
        byte[] before = Files.readAllBytes(file);
        OperationResult again = new PublishRoundOperation(file, 1).run(null);
        assertTrue(again.hasErrors());
        assertEquals("rounds[number=1]", again.problems().get(0).location().field());
        assertEquals("round 1 is already published", States.text(again.problems()).replaceFirst("^[^:]*: ", ""));
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    /** The effective tournament the build proposes: round 1's results from the scoresheets, round 2 paired. */
    private static Tournament proposal(String board2Result) {
        return States.swiss(4, 3).withRound(States.round(1, true, "1-3 1-0", "4-2 " + board2Result))
                .withRound(States.round(2, false, "2-1", "3-4"));
    }

    private Path state() {
        return States.write(dir, "open.tournament", States.swiss(4, 3).withRound(States.round(1, true, "1-3 1-0", "4-2")));
    }

    private void propose(Path state, int round, Tournament t) {
        Path file = ProposalFile.of(state, round);
        assertTrue(file.getParent().toFile().mkdirs());
        assertTrue(PairingOperation.save(LosslessTrf.toDocument(t), file).isOk());
    }

    @Test
    void theProposalIsPublishedWithTheResultsItWasPairedOn() {
        Path file = state();
        propose(file, 2, proposal("0-1"));
        OperationResult r = new PublishRoundOperation(file, 2).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Tournament t = States.read(file);
        assertEquals(GameResult.SECOND_WINS, t.rounds().get(0).pairings().get(1).result(), "the missing result taken from the proposal");
        Round two = t.rounds().get(1);
        assertTrue(two.published());
        assertEquals(List.of(2, 3), two.pairings().stream().map(Pairing::first).toList());
        assertTrue(new PublishRoundOperation(file, 2).run(null).hasErrors(), "published once");
    }

    @Test
    void aProposalPairedOnAnotherResultThanTheStateHasIsStale() throws IOException {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 3).withRound(States.round(1, true, "1-3 1-0", "4-2 1-0")));
        propose(file, 2, proposal("0-1"));
        byte[] before = Files.readAllBytes(file);
        OperationResult r = new PublishRoundOperation(file, 2).run(null);
        assertTrue(r.hasErrors());
        assertEquals("rounds[number=1].pairings[board=2]", r.problems().get(0).location().field());
        assertTrue(States.text(r.problems()).contains("was paired on the result 0-1 of board 2 of round 1, the tournament has 1-0"),
                States.text(r.problems()));
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void withoutAProposalOrOutOfOrderNothingIsPublished() {
        Path file = state();
        assertTrue(States.text(new PublishRoundOperation(file, 2).run(null).problems()).contains("proposal-round-2.trf does not exist"));
        assertTrue(States.text(new PublishRoundOperation(file, 3).run(null).problems()).contains("the next round to publish is round 2"));
    }

    @Test
    void aRoundIsNotPublishedBeforeTheRoundBeforeIt() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 3).withRound(States.round(1, false, "1-3 1-0", "4-2 0-1")));
        propose(file, 2, proposal("0-1"));
        OperationResult r = new PublishRoundOperation(file, 2).run(null);
        assertEquals("rounds[number=1]", r.problems().get(0).location().field());
        assertFalse(States.read(file).rounds().get(0).published());
    }
}
