package org.chessarbiter.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;

class RoundRobinSystemTest {

    @Test
    void doubleRoundRobinReversesTheColoursOfTheFirstCycle() {
        // 000 Art. 15: "Sau đó đổi màu quân đấu vòng 2"
        Simulator sim = new Simulator(new RoundRobinSystem(2), 10, new int[6], 1);
        for (int r = 0; r < 10; r++) {
            assertTrue(sim.next().isPaired());
        }
        for (int r = 0; r < 5; r++) {
            List<Board> first = sim.rounds().get(r).boards();
            List<Board> second = sim.rounds().get(r + 5).boards();
            for (int k = 0; k < first.size(); k++) {
                assertEquals(first.get(k).white(), second.get(k).black());
                assertEquals(first.get(k).black(), second.get(k).white());
            }
        }
    }

    @Test
    void oddFieldGivesTheByeToWhoeverMeetsTheDummy() {
        Simulator sim = new Simulator(new RoundRobinSystem(1), 5, new int[5], 2);
        Set<Integer> rested = new HashSet<>();
        for (int r = 1; r <= 5; r++) {
            RoundPairing p = sim.next().orThrow();
            assertEquals(2, p.boards().size());
            rested.add(p.pairingBye().orElseThrow());
        }
        assertEquals(Set.of(1, 2, 3, 4, 5), rested);
        // round 1 of the 5-6 table: 1-(6), so player 1 rests
        assertEquals(1, sim.rounds().get(0).pairingBye().orElseThrow());
        assertTrue(sim.rounds().get(0).explanation().text(Locale.ENGLISH).contains("rests"));
        assertTrue(sim.rounds().get(0).explanation().text(Locale.forLanguageTag("vi")).contains("nghỉ"));
    }

    @Test
    void roundBeyondTheScheduleIsAnError() {
        List<PairingPlayer> players = List.of(p(1), p(2), p(3), p(4));
        PairingOutcome out = new RoundRobinSystem(1).pair(
                new PairingRequest(1, 4, players, PairingOptions.standard(Colour.WHITE)));
        assertFalse(out.isPaired());
        assertEquals("round", ((PairingOutcome.Failed) out).errors().get(0).location().toString());
    }

    @Test
    void startNumbersMustBeOneToN() {
        List<PairingPlayer> players = List.of(p(1), p(2), p(5));
        PairingOutcome out = new RoundRobinSystem(1).pair(
                new PairingRequest(1, 3, players, PairingOptions.standard(Colour.WHITE)));
        assertFalse(out.isPaired());
        assertEquals("players[2].id", ((PairingOutcome.Failed) out).errors().get(0).location().toString());
    }

    private static PairingPlayer p(int id) {
        return new PairingPlayer(id, "", 0, 0, List.of(), Availability.PRESENT);
    }
}
