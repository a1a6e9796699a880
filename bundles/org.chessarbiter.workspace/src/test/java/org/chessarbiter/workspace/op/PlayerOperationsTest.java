package org.chessarbiter.workspace.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Withdrawal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Entering, admitting late and withdrawing players; byes asked for in advance. */
class PlayerOperationsTest {

    @TempDir
    Path dir;

    private static Player entrant(String name, String title, int rating) {
        return new Player(1, name, "", title, "", "", "", "", 0, rating, 0);
    }

    private static List<String> names(Tournament t) {
        return t.players().stream().map(p -> p.startNumber() + " " + p.name()).toList();
    }

    @Test
    void beforeTheFirstRoundPairingNumbersFollowTheInitialOrderOfC042() {
        Path file = States.write(dir, "open.tournament", States.swiss(3, 5)); // A 2400, B 2390, C 2380
        assertFalse(new AddPlayerOperation(file, entrant("Zed", "", 2395)).run(null).hasErrors());
        assertEquals(List.of("1 Player A", "2 Zed", "3 Player B", "4 Player C"), names(States.read(file)), "rating first");
        assertFalse(new AddPlayerOperation(file, entrant("Yan", "IM", 2390)).run(null).hasErrors());
        assertFalse(new AddPlayerOperation(file, entrant("Abe", "", 2390)).run(null).hasErrors());
        assertEquals(List.of("1 Player A", "2 Zed", "3 Yan", "4 Abe", "5 Player B", "6 Player C"), names(States.read(file)),
                "same rating: the title, then the name");
    }

    @Test
    void onceARoundIsPairedAPlayerIsNotAddedButEntersLate() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 5).withRound(States.round(1, false, "1-3", "4-2")));
        OperationResult r = new AddPlayerOperation(file, entrant("Zed", "", 2500)).run(null);
        assertTrue(r.hasErrors());
        assertTrue(States.text(r.problems()).contains("joins as a late entry"), States.text(r.problems()));
    }

    @Test
    void aLateEntryBeforeAnyRoundIsPublishedIsNumberedByC042AndTheRoundPairedWithoutHimIsToBePairedAgain() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 5).withRound(States.round(1, false, "1-3", "4-2")));
        OperationResult r = new LateEntryOperation(file, entrant("Zed", "GM", 2500), 1).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Tournament t = States.read(file);
        assertEquals("1 Zed", names(t).get(0));
        assertEquals(List.of(2, 5), t.rounds().get(0).pairings().stream().map(p -> p.first()).toList(), "round 1 renumbered with them");
        assertTrue(States.text(r.problems()).contains("round 1 is paired without Zed: pair it again"), States.text(r.problems()));
    }

    @Test
    void aLateEntryAfterAPublishedRoundTakesTheNextNumberAndScoresNothingInTheRoundsMissed() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 5).withRound(States.round(1, true, "1-3 1-0", "4-2 0-1")));
        OperationResult r = new LateEntryOperation(file, entrant("Zed", "GM", 2500), 0).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        Tournament t = States.read(file);
        assertEquals("5 Zed", names(t).get(4), "after the players present (000 Part 2 Art. 13.7)");
        assertEquals(List.of(new LateEntry(5, 2)), t.lateEntries());
        assertTrue(States.text(r.problems()).contains("Zed scores nothing in rounds 1 to 1"), States.text(r.problems()));
        assertTrue(new LateEntryOperation(file, entrant("Yan", "", 2000), 1).run(null).hasErrors(), "round 1 is published");
    }

    @Test
    void aWithdrawalIsRecordedWithTheArticleThatDecidesHisResults() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 5).withRound(States.round(1, true, "1-3 1-0", "4-2 0-1"))
                .withRound(States.round(2, false, "2-1", "3-4")));
        OperationResult r = new WithdrawPlayerOperation(file, 3, -1).run(null);
        assertFalse(r.hasErrors(), States.text(r.problems()));
        assertEquals(List.of(new Withdrawal(3, 1)), States.read(file).withdrawals());
        String text = States.text(r.problems());
        assertTrue(text.contains("round 2 pairs player 3, who withdrew before it: pair it again"), text);
        assertTrue(text.contains("having played 1 of 5 games, fewer than half: his results do not count for the ranking (000 Part 2 Art. 4.2-4.3)"),
                text);
        assertTrue(new WithdrawPlayerOperation(file, 3, -1).run(null).hasErrors(), "withdrawn once");
        assertTrue(new WithdrawPlayerOperation(file, 9, -1).run(null).hasErrors(), "no player 9");
    }

    @Test
    void aByeIsAskedForARoundNotYetPaired() {
        Path file = States.write(dir, "open.tournament", States.swiss(4, 5).withRound(States.round(1, true, "1-3 1-0", "4-2 0-1")));
        assertFalse(new ByeRequestOperation(file, 2, 3, ByeKind.HALF_POINT).run(null).hasErrors());
        Tournament t = States.read(file);
        assertEquals(List.of(new Bye(2, ByeKind.HALF_POINT)), t.rounds().stream().filter(x -> x.number() == 3).findFirst().orElseThrow().byes());
        OperationResult paired = new ByeRequestOperation(file, 2, 1, ByeKind.ZERO_POINT).run(null);
        assertTrue(paired.hasErrors());
        assertEquals("rounds[number=1]", paired.problems().get(0).location().field());
    }
}
