package org.chessarbiter.pairing.modifiedswiss;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.RuleChecks;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;

/**
 * Random tournaments (seeded): the absolute rules of 000 Art. 12 are never broken: no rematch, no
 * third game in a row with one colour, no colour difference of three (except in the last round,
 * where Art. 12 lets the colour rule go and the explanation says so), at most one bye. 60 tournaments
 * by default, 300 with -Darbiter.fullTests=true.
 */
class ModifiedSwissPropertyTest {

    @Test
    void absoluteRulesHoldInRandomTournaments() {
        SplittableRandom seeds = new SplittableRandom(13);
        int rounds = 0;
        int tournaments = Boolean.getBoolean("arbiter.fullTests") ? 300 : 60;
        for (int t = 0; t < tournaments; t++) {
            // Art. 12: from 20 players; 7-9 rounds for 20-30 players, 9 or 11 for 30-50 (here 5-9)
            int players = 20 + seeds.nextInt(31);
            int total = 5 + seeds.nextInt(5);
            int[] ratings = new int[players];
            for (int i = 0; i < players; i++) {
                ratings[i] = 2500 - 15 * i - seeds.nextInt(10);
            }
            Simulator sim = new Simulator(new ModifiedSwissSystem(), total, ratings, seeds.nextLong());
            for (int r = 1; r <= total; r++) {
                PairingOutcome out = sim.next();
                assertTrue(out.isPaired(), () -> "players " + players + " round " + sim.rounds().size() + ": " + out);
                rounds++;
            }
            check(sim, players);
        }
        assertTrue(rounds >= tournaments * 5);
    }

    static void check(Simulator sim, int players) {
        RuleChecks.noRematch(sim.rounds());
        int last = sim.rounds().size();
        boolean relief = sim.rounds().get(last - 1).explanation().text(Locale.ENGLISH).contains("Art. 12");
        RuleChecks.byesAndColours(sim, players, relief);
    }
}
