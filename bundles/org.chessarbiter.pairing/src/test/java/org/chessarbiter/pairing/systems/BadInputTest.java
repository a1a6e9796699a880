package org.chessarbiter.pairing.systems;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.bylot.SwissByLotSystem;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.modifiedswiss.ModifiedSwissSystem;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.roundrobin.RoundRobinSystem;
import org.chessarbiter.pairing.scheveningen.ScheveningenSystem;
import org.junit.jupiter.api.Test;

/** Random, mostly malformed requests: every system answers with a value (paired or errors with a location), never an exception. */
class BadInputTest {

    @Test
    void systemsNeverThrowOnRandomRequests() {
        List<PairingSystem> systems = List.of(new RoundRobinSystem(1), new RoundRobinSystem(2), new ScheveningenSystem(1),
                new ModifiedSwissSystem(), new SwissByLotSystem(1));
        SplittableRandom r = new SplittableRandom(99);
        int failures = 0;
        for (int i = 0; i < 400; i++) {
            int n = r.nextInt(9);
            int round = r.nextInt(5);
            List<PairingPlayer> players = new ArrayList<>();
            for (int p = 0; p < n; p++) {
                List<PastRound> history = new ArrayList<>();
                int hs = Math.max(0, round - 1 + (r.nextInt(8) == 0 ? 1 : 0));
                for (int h = 0; h < hs; h++) {
                    RoundKind k = RoundKind.values()[r.nextInt(RoundKind.values().length)];
                    history.add(new PastRound(r.nextInt(n + 2) - 1, r.nextBoolean() ? Colour.WHITE : null, k, r.nextInt(3) * 5));
                }
                int points = history.stream().mapToInt(PastRound::points).sum() + (r.nextInt(10) == 0 ? 5 : 0);
                players.add(new PairingPlayer(r.nextInt(10) == 0 ? r.nextInt(n + 1) : p + 1, "x", r.nextInt(3000) - 10, points,
                        history, Availability.values()[r.nextInt(Availability.values().length)]));
            }
            PairingRequest req = new PairingRequest(round, Math.max(round, r.nextInt(6)), players,
                    PairingOptions.standard(Colour.BLACK));
            for (PairingSystem s : systems) {
                PairingOutcome out = assertDoesNotThrow(() -> s.pair(req), s.id() + " " + req);
                if (out instanceof PairingOutcome.Failed f) {
                    failures++;
                    assertFalse(f.errors().get(0).location().toString().isEmpty());
                }
            }
        }
        assertTrue(failures > 100, "most random requests are malformed: " + failures);
    }
}
