package org.chessarbiter.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;

/** 000 16.5: the team Swiss system, the teams paired as players are (here by the FIDE Dutch system), board against board. */
class TeamSwissSystemTest {

    @Test
    void roundOneIsTheDutchPairingOfTheTeamsBoardAgainstBoard() {
        Simulator sim = new Simulator(new TeamSwissSystem(TeamRoundRobinSystemTest.teams(4, 2), new DutchSystem()), 3, new int[8], 5);
        RoundPairing r1 = sim.next().orThrow();
        // the Dutch system's round 1 of 4 units: 1-3, 4-2; team 1 = players 1, 2; 2 = 3, 4; 3 = 5, 6; 4 = 7, 8
        assertEquals(List.of("1-5", "6-2", "7-3", "4-8"), r1.boards().stream().map(b -> b.white() + "-" + b.black()).toList());
        assertTrue(r1.explanation().text(Locale.ENGLISH).contains("paired as players are, by the FIDE (Dutch) system"), r1.explanation().text(Locale.ENGLISH));
    }

    @Test
    void boardMeetsBoardAndNoTeamMeetsAnotherTwice() {
        Simulator sim = new Simulator(new TeamSwissSystem(TeamRoundRobinSystemTest.teams(8, 4), new DutchSystem()), 5, new int[32], 9);
        Set<String> met = new HashSet<>();
        for (int r = 1; r <= 5; r++) {
            for (Board b : sim.next().orThrow().boards()) {
                assertEquals((b.white() - 1) % 4, (b.black() - 1) % 4, "board meets board: " + b);
                int a = (b.white() - 1) / 4 + 1;
                int o = (b.black() - 1) / 4 + 1;
                if ((b.white() - 1) % 4 == 0 || (b.black() - 1) % 4 == 0) {
                    assertTrue(met.add(Math.min(a, o) + "-" + Math.max(a, o)), "teams " + a + " and " + o + " meet twice");
                }
            }
        }
    }
}
