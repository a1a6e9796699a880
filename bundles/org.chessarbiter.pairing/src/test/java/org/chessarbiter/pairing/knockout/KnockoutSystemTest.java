package org.chessarbiter.pairing.knockout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;

/** 001 Điều 25 / 000 Art. 11 round by round: the bracket's first round, then the winners of neighbouring matches. */
class KnockoutSystemTest {

    @Test
    void twentyEntrantsPlayFourMatchesAndTheTwelveTopSeedsAreExempted() {
        Simulator sim = new Simulator(new KnockoutSystem(), 5, new int[20], 1);
        RoundPairing r1 = sim.pairOnly().orThrow();
        assertEquals(List.of("13-20", "14-19", "15-18", "16-17"),
                r1.boards().stream().map(b -> b.white() + "-" + b.black()).sorted().toList());
        assertEquals(IntStream.rangeClosed(1, 12).boxed().toList(), r1.byes().stream().map(Bye::player).sorted().toList());
        assertTrue(r1.explanation().text(Locale.ENGLISH).contains("20 entrants in a bracket of 32"),
                r1.explanation().text(Locale.ENGLISH));
    }

    @Test
    void theWinnersOfNeighbouringMatchesMeetNext() {
        Simulator sim = new Simulator(new KnockoutSystem(), 5, new int[20], 1);
        RoundPairing r1 = sim.pairOnly().orThrow();
        sim.play(r1, b -> 10); // the better seed (white) wins every match
        RoundPairing r2 = sim.pairOnly().orThrow();
        assertEquals(8, r2.boards().size());
        assertEquals(List.of(), r2.byes());
        // with the favourites winning, seeds s and 17 - s meet among the 16 left
        for (Board b : r2.boards()) {
            assertEquals(17, b.white() + b.black(), b.toString());
        }
    }

    @Test
    void aLevelMatchIsNamedAndNotPairedOver() {
        Simulator sim = new Simulator(new KnockoutSystem(), 2, new int[4], 1);
        sim.play(sim.pairOnly().orThrow(), b -> 5);
        PairingOutcome out = sim.pairOnly();
        assertTrue(out instanceof PairingOutcome.Failed f
                && f.errors().get(0).message().format(Locale.ENGLISH).contains("the match 1 - 4 is level"), out.toString());
    }

    @Test
    void noRoundAfterTheFinal() {
        Simulator sim = new Simulator(new KnockoutSystem(), 3, new int[2], 1);
        sim.play(sim.pairOnly().orThrow(), b -> 10);
        assertTrue(sim.pairOnly() instanceof PairingOutcome.Failed);
    }
}
