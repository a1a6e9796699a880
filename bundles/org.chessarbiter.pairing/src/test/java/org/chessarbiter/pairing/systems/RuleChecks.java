package org.chessarbiter.pairing.systems;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.RoundPairing;

/** Assertions of the absolute Swiss rules shared by the systems' property tests (Art. 12, 14.4.1, 14.4.2). */
public final class RuleChecks {

    private RuleChecks() {
    }

    /** No two players meet twice. */
    public static void noRematch(List<RoundPairing> rounds) {
        Set<String> met = new HashSet<>();
        for (RoundPairing r : rounds) {
            for (Board b : r.boards()) {
                assertTrue(met.add(Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black())),
                        "rematch " + b + " in round " + r.round());
            }
        }
    }

    /**
     * Every player of a simulated tournament has at most one bye and keeps the colour rules; with
     * {@code exemptLastRound} his last game is not checked (Art. 12 lets the colour rule go in the
     * last round).
     */
    public static void byesAndColours(Simulator sim, int players, boolean exemptLastRound) {
        int last = sim.rounds().size();
        for (int p = 1; p <= players; p++) {
            List<Colour> cs = new java.util.ArrayList<>();
            int byes = 0;
            for (org.chessarbiter.pairing.PastRound pr : sim.history(p)) {
                pr.playedColour().ifPresent(cs::add);
                byes += pr.kind().isBye() ? 1 : 0;
            }
            assertTrue(byes <= 1, "one bye at most, player " + p);
            boolean lastPlayed = sim.history(p).get(last - 1).playedColour().isPresent();
            colours(p, cs, exemptLastRound && lastPlayed ? cs.size() - 1 : cs.size());
        }
    }

    /** The first {@code upTo} colours: never three in a row, never a difference above 2. */
    public static void colours(int player, List<Colour> cs, int upTo) {
        int balance = 0;
        for (int i = 0; i < upTo; i++) {
            balance += cs.get(i) == Colour.WHITE ? 1 : -1;
            assertTrue(Math.abs(balance) <= ColourHistory.MAX_IMBALANCE, "colour difference, player " + player + " " + cs);
            assertTrue(i < 2 || cs.get(i) != cs.get(i - 1) || cs.get(i) != cs.get(i - 2),
                    "three in a row, player " + player + " " + cs);
        }
    }
}
