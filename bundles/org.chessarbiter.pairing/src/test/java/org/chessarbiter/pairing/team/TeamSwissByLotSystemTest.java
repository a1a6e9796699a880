package org.chessarbiter.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;

/** 000 16.5: the teams drawn by lot as players are (Art. 14), board against board, the team given white white on its odd boards. */
class TeamSwissByLotSystemTest {

    private static List<RoundPairing> play(long seed, int teamCount, int rounds) {
        Simulator sim = new Simulator(new TeamSwissByLotSystem(TeamRoundRobinSystemTest.teams(teamCount, 2), seed), rounds,
                new int[2 * teamCount], 5);
        List<RoundPairing> out = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            out.add(sim.next().orThrow());
        }
        return out;
    }

    @Test
    void roundOneIsTeamOneAgainstTeamTwoBoardAgainstBoard() {
        RoundPairing r1 = play(1, 4, 1).get(0);
        // team 1 = players 1, 2; team 2 = 3, 4; team 3 = 5, 6; team 4 = 7, 8 (14.1: 1-2, 3-4, the smaller number white)
        assertEquals(List.of("1-3", "4-2", "5-7", "8-6"), r1.boards().stream().map(b -> b.white() + "-" + b.black()).toList());
        assertTrue(r1.explanation().text(Locale.ENGLISH).contains("drawn by lot as players are"), r1.explanation().text(Locale.ENGLISH));
    }

    @Test
    void boardMeetsBoardAndNoTeamMeetsAnotherTwice() {
        List<RoundPairing> rounds = play(3, 8, 4);
        Set<String> met = new HashSet<>();
        for (RoundPairing p : rounds) {
            for (Board b : p.boards()) {
                assertEquals((b.white() - 1) % 2, (b.black() - 1) % 2, "board meets board: " + b);
                if (b.white() % 2 == 1) {
                    int a = (b.white() + 1) / 2;
                    int o = (b.black() + 1) / 2;
                    assertTrue(met.add(Math.min(a, o) + "-" + Math.max(a, o)), "teams " + a + " and " + o + " meet twice");
                }
            }
        }
    }

    @Test
    void theSameSeedDrawsTheSameRounds() {
        assertEquals(play(11, 8, 4), play(11, 8, 4));
        assertNotEquals(play(11, 8, 4).stream().map(RoundPairing::boards).toList(),
                play(12, 8, 4).stream().map(RoundPairing::boards).toList());
    }
}
