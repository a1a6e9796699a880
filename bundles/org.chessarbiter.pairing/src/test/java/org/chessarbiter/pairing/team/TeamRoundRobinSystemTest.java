package org.chessarbiter.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;

/** 000 16.4 round by round: the matches of the team Berger table, board against board, the priority team white on odd boards. */
class TeamRoundRobinSystemTest {

    /** Teams of {@code size} players: team t holds start numbers (t-1)·size+1 .. t·size, board order. */
    static List<List<Integer>> teams(int count, int size) {
        List<List<Integer>> out = new ArrayList<>();
        for (int t = 0; t < count; t++) {
            List<Integer> members = new ArrayList<>();
            for (int b = 1; b <= size; b++) {
                members.add(t * size + b);
            }
            out.add(members);
        }
        return out;
    }

    @Test
    void eachMatchIsTheTablesWithBoardAgainstBoardAndThePriorityTeamWhiteOnOddBoards() {
        TeamRoundRobinSystem system = new TeamRoundRobinSystem(teams(4, 4), 1);
        Simulator sim = new Simulator(system, 3, new int[16], 1);
        for (int r = 1; r <= 3; r++) {
            RoundPairing p = sim.next().orThrow();
            List<TeamMatch> matches = TeamRoundRobin.of(4).orThrow().matches(r);
            assertEquals(8, p.boards().size());
            for (int m = 0; m < matches.size(); m++) {
                TeamMatch match = matches.get(m);
                for (int b = 1; b <= 4; b++) {
                    Board board = p.boards().get(4 * m + b - 1);
                    int a = (match.priorityTeam() - 1) * 4 + b;
                    int o = (match.otherTeam() - 1) * 4 + b;
                    assertEquals(b % 2 == 1 ? a : o, board.white(), "round " + r + " " + board);
                    assertEquals(b % 2 == 1 ? o : a, board.black(), "round " + r + " " + board);
                }
            }
        }
        assertTrue(sim.pairOnly() instanceof PairingOutcome.Failed, "three rounds for four teams");
    }

    @Test
    void theSecondCycleReversesTheColoursAndAnOddNumberOfTeamsRestsOne() {
        Simulator sim = new Simulator(new TeamRoundRobinSystem(teams(3, 2), 2), 6, new int[6], 1);
        List<RoundPairing> rounds = new ArrayList<>();
        for (int r = 1; r <= 6; r++) {
            rounds.add(sim.pairOnly().orThrow());
            sim.play(rounds.get(r - 1), b -> 5);
        }
        for (int r = 0; r < 3; r++) {
            Board first = rounds.get(r).boards().get(0);
            Board second = rounds.get(r + 3).boards().get(0);
            assertEquals(first.white(), second.black());
            assertEquals(2, rounds.get(r).byes().size());
            assertTrue(rounds.get(r).byes().stream().allMatch(b -> b.kind() == ByeKind.ZERO_POINT));
        }
        assertTrue(rounds.get(0).explanation().text(Locale.ENGLISH).contains("rests"), rounds.get(0).explanation().text(Locale.ENGLISH));
    }

    @Test
    void withoutTeamsThereIsNoTeamRoundRobin() {
        Simulator sim = new Simulator(new TeamRoundRobinSystem(List.of(), 1), 3, new int[4], 1);
        PairingOutcome out = sim.pairOnly();
        assertTrue(out instanceof PairingOutcome.Failed f && f.errors().get(0).message().format(Locale.ENGLISH).contains("at least 2 teams"),
                out.toString());
    }
}
