package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** FIDE C.04.2 "Initial order": pairing numbers reassigned after a correction, never after round 4 is paired nor once published. */
class ReassignPairingNumbersOperationTest {

    @TempDir
    Path dir;

    /** Four players whose ratings were corrected after they were numbered: D is now the strongest, B the weakest. */
    private static Tournament corrected() {
        Tournament t = States.swiss(4, 7);
        List<Player> players = new ArrayList<>(t.players());
        players.set(1, Player.of(2, "Player B", 2000));
        players.set(3, Player.of(4, "Player D", 2500));
        return t.withPlayers(players);
    }

    private static List<String> names(Tournament t) {
        return t.players().stream().map(p -> p.startNumber() + " " + p.name()).toList();
    }

    @Test
    void c042ReassignsTheNumbersInTheInitialOrderAfterARatingCorrection() {
        Path file = States.write(dir, "open.tournament", corrected().withRound(new Round(2, "", false, List.of(),
                List.of(new Bye(2, ByeKind.HALF_POINT)))));
        OperationResult r = new ReassignPairingNumbersOperation(file).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Tournament t = States.read(file);
        assertEquals(List.of("1 Player D", "2 Player A", "3 Player C", "4 Player B"), names(t));
        assertEquals(List.of(new Bye(4, ByeKind.HALF_POINT)), t.rounds().stream().filter(x -> x.number() == 2).findFirst().orElseThrow()
                .byes(), "the bye asked for by B follows him to his new number");
        assertTrue(States.text(r.problems()).contains("3 of 4 players have a new number"), States.text(r.problems()));
    }

    @Test
    void aRoundPairedAndNotPublishedKeepsItsGamesUnderTheNewNumbersAndIsToBePairedAgain() {
        Path file = States.write(dir, "open.tournament", corrected().withRound(States.round(1, false, "1-3", "4-2")));
        OperationResult r = new ReassignPairingNumbersOperation(file).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        List<Pairing> boards = States.read(file).rounds().get(0).pairings();
        assertEquals(List.of(2, 1), boards.stream().map(Pairing::first).toList(), "A (now 2) against C (now 3); D (now 1) against B (now 4)");
        assertEquals(List.of(3, 4), boards.stream().map(Pairing::second).toList());
        assertTrue(States.text(r.problems()).contains("round 1 was paired on the old pairing numbers: pair it again"), States.text(r.problems()));
    }

    @Test
    void noPairingNumberIsModifiedAfterTheFourthRoundHasBeenPaired() {
        Tournament t = corrected();
        for (int n = 1; n <= 4; n++) {
            t = t.withRound(States.round(n, false, "1-3", "4-2"));
        }
        Path file = States.write(dir, "open.tournament", t);
        OperationResult r = new ReassignPairingNumbersOperation(file).run(null);
        assertTrue(r.hasErrors());
        assertEquals("rounds[number=4]", r.problems().get(0).location().field());
        assertTrue(States.text(r.problems()).contains("FIDE C.04.2 allows no modification of a pairing number after round 4"),
                States.text(r.problems()));
        assertFalse(ReassignPairingNumbersOperation.allowed(t));
        assertTrue(ReassignPairingNumbersOperation.allowed(t.withRounds(t.rounds().subList(0, 3))), "until round 4 is paired");
    }

    @Test
    void aPublishedPairingListIsNeverRenumbered() {
        Path file = States.write(dir, "open.tournament", corrected().withRound(States.round(1, true, "1-3 1-0", "4-2 0-1")));
        OperationResult r = new ReassignPairingNumbersOperation(file).run(null);
        assertTrue(r.hasErrors());
        assertTrue(States.text(r.problems()).contains("round 1 is published"), States.text(r.problems()));
        assertEquals(names(corrected()), names(States.read(file)), "nothing written");
    }

    @Test
    void theNumbersOfARoundRobinAreDrawnByLotAndNotReassigned() {
        Tournament rr = Tournament.of(TournamentInfo.of("Round robin", org.chessarbiter.tournament.core.GameKind.CHESS,
                CompetitionSystem.ROUND_ROBIN, 3), corrected().players(), List.of());
        assertTrue(new ReassignPairingNumbersOperation(States.write(dir, "rr.tournament", rr)).run(null).hasErrors());
    }

    @Test
    void numbersAlreadyInTheInitialOrderAreLeftAsTheyAre() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 7));
        OperationResult r = new ReassignPairingNumbersOperation(file).run(null);
        assertFalse(r.hasErrors());
        assertTrue(r.written().isEmpty(), "nothing to write");
        assertTrue(States.text(r.problems()).contains("already numbered in the initial order"), States.text(r.problems()));
    }
}
