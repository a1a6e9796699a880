package org.chessarbiter.pairing.scheveningen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;

class ScheveningenSystemTest {

    @Test
    void eachPlayerOfOneGroupMeetsEachPlayerOfTheOtherOnceThenWithColoursReversed() {
        int n = 5;
        Simulator sim = new Simulator(new ScheveningenSystem(2), 2 * n, new int[2 * n], 3);
        for (int r = 0; r < 2 * n; r++) {
            assertTrue(sim.next().isPaired());
        }
        Set<String> met = new HashSet<>();
        for (int r = 0; r < n; r++) {
            for (Board b : sim.rounds().get(r).boards()) {
                int a = Math.min(b.white(), b.black());
                int c = Math.max(b.white(), b.black());
                assertTrue(a <= n && c > n, "A plays B only (Art. 10)");
                assertTrue(met.add(a + "-" + c));
                Board back = sim.rounds().get(r + n).boards().get(b.number() - 1);
                assertEquals(b.white(), back.black(), "Art. 15: colours reversed in the return cycle");
            }
        }
        assertEquals(n * n, met.size());
        // round 1 board 1: A1-B5 in the English-style schedule; odd meets odd so A1 (player 1) has white
        assertEquals(new Board(1, 1, 10), sim.rounds().get(0).boards().get(0));
    }

    @Test
    void oddFieldIsAnError() {
        List<PairingPlayer> players = List.of(p(1), p(2), p(3));
        var out = new ScheveningenSystem(1).pair(new PairingRequest(1, 1, players, PairingOptions.standard(Colour.WHITE)));
        assertFalse(out.isPaired());
    }

    private static PairingPlayer p(int id) {
        return new PairingPlayer(id, "", 0, 0, List.of(), Availability.PRESENT);
    }
}
