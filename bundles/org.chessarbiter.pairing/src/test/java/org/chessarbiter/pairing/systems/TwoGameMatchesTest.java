package org.chessarbiter.pairing.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.knockout.KnockoutSystem;
import org.chessarbiter.pairing.roundrobin.RoundRobinSystem;
import org.junit.jupiter.api.Test;

/** Luật cờ Tướng 2004 Điều 21.2: matches of two games, the second with the colours reversed. */
class TwoGameMatchesTest {

    private static List<String> games(RoundPairing r) {
        return r.boards().stream().map(b -> b.white() + "-" + b.black()).toList();
    }

    @Test
    void theSecondGameOfEachMatchIsTheFirstWithTheColoursReversed() {
        Simulator plain = new Simulator(new RoundRobinSystem(1), 3, new int[4], 1);
        Simulator matches = new Simulator(new TwoGameMatches(new RoundRobinSystem(1)), 6, new int[4], 1);
        for (int m = 1; m <= 3; m++) {
            RoundPairing berger = plain.next().orThrow();
            RoundPairing first = matches.next().orThrow();
            RoundPairing second = matches.next().orThrow();
            assertEquals(games(berger), games(first), "match " + m);
            assertEquals(berger.boards().stream().map(b -> b.black() + "-" + b.white()).toList(), games(second), "match " + m);
            assertEquals(berger.byes(), second.byes());
            assertTrue(second.explanation().text(Locale.ENGLISH).contains("with the colours reversed"));
        }
    }

    @Test
    void theKnockoutGoesOnWithTheWinnersOfTheMatches() {
        Simulator sim = new Simulator(new TwoGameMatches(new KnockoutSystem()), 4, new int[4], 1);
        RoundPairing g1 = sim.pairOnly().orThrow();
        assertEquals(List.of("1-4", "2-3"), games(g1));
        // 4 wins the first game against 1, 3 the first against 2
        sim.play(g1, b -> 0);
        RoundPairing g2 = sim.pairOnly().orThrow();
        assertEquals(List.of("4-1", "3-2"), games(g2));
        // 1 wins the second game (the match 1 - 4 is level, 2 game points each); 3 - 2 drawn (3 wins the match)
        sim.play(g2, b -> b.white() == 4 ? 0 : 5);
        PairingOutcome level = sim.pairOnly();
        assertTrue(level instanceof PairingOutcome.Failed f
                && f.errors().get(0).message().format(Locale.ENGLISH).contains("the match 1 - 4 is level"), level.toString());
    }

    @Test
    void theMatchPointGoesToWhoScoredMoreOverTheTwoGames() {
        Simulator sim = new Simulator(new TwoGameMatches(new KnockoutSystem()), 4, new int[4], 1);
        sim.play(sim.pairOnly().orThrow(), b -> 0);
        sim.play(sim.pairOnly().orThrow(), b -> 5);
        // 4 beat 1 by 1.5-0.5, 3 beat 2 by 1.5-0.5: the final is 4 - 3, its first game with the colours of the bracket
        RoundPairing finalGame = sim.pairOnly().orThrow();
        assertEquals(1, finalGame.boards().size());
        assertEquals(java.util.Set.of(3, 4), java.util.Set.of(finalGame.boards().get(0).white(), finalGame.boards().get(0).black()));
    }
}
