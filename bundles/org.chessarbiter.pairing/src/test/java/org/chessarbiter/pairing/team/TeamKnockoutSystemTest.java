package org.chessarbiter.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Simulator;
import org.junit.jupiter.api.Test;

/** 000 16.3 / 001 30.3: the team knockout, its matches English (16.2.2) or board against board (16.2.1). */
class TeamKnockoutSystemTest {

    private static List<String> games(RoundPairing r) {
        return r.boards().stream().map(b -> b.white() + "-" + b.black()).toList();
    }

    @Test
    void anEnglishMatchOfTwoTeamsOfFourFollowsThePrintedSchedule() {
        // team A = players 1-4, team B = 5-8; 16.2.2's table for 4 players: round 1 A1-B4, A2-B1, A3-B2, A4-B3 ...,
        // round 4 A1-B1 ...; A's odd numbers white against B's odd numbers, black against the even ones
        Simulator sim = new Simulator(new TeamKnockoutSystem(TeamRoundRobinSystemTest.teams(2, 4), true), 4, new int[8], 5);
        assertEquals(List.of("8-1", "5-2", "6-3", "7-4"), games(sim.next().orThrow()));
        assertEquals(List.of("1-7", "2-8", "3-5", "4-6"), games(sim.next().orThrow()));
        assertEquals(List.of("6-1", "7-2", "8-3", "5-4"), games(sim.next().orThrow()));
        RoundPairing last = sim.next().orThrow();
        assertEquals(List.of("1-5", "2-6", "3-7", "4-8"), games(last));
        assertTrue(last.explanation().text(Locale.ENGLISH).contains("round 4 of 4 of the English matches"), last.explanation().text(Locale.ENGLISH));
    }

    @Test
    void theTeamWithMorePointsOverTheEnglishMatchGoesThrough() {
        // 4 teams of 2: round 1 of the bracket is team 1 - team 4 and team 2 - team 3, two rounds each (2 boards)
        Simulator sim = new Simulator(new TeamKnockoutSystem(TeamRoundRobinSystemTest.teams(4, 2), true), 4, new int[8], 5);
        for (int r = 1; r <= 2; r++) {
            RoundPairing p = sim.pairOnly().orThrow();
            assertEquals(4, p.boards().size());
            // team 4 (players 7, 8) and team 2 (players 3, 4) win every game
            sim.play(p, b -> b.white() >= 7 || b.white() == 3 || b.white() == 4 ? 10
                    : b.black() >= 7 || b.black() == 3 || b.black() == 4 ? 0 : 5);
        }
        RoundPairing finalRound = sim.pairOnly().orThrow();
        assertEquals(2, finalRound.boards().size());
        for (Board b : finalRound.boards()) {
            assertTrue(List.of(3, 4, 7, 8).contains(b.white()) && List.of(3, 4, 7, 8).contains(b.black()), b.toString());
        }
    }

    @Test
    void levelMatchesGoToTheFirstBoardThenAStillLevelMatchIsAProblem() {
        Simulator sim = new Simulator(new TeamKnockoutSystem(TeamRoundRobinSystemTest.teams(4, 2), false), 2, new int[8], 5);
        RoundPairing r1 = sim.pairOnly().orThrow();
        // board against board: team 1 (1, 2) - team 4 (7, 8), team 2 (3, 4) - team 3 (5, 6); the first team white on board 1
        assertEquals(List.of("1-7", "8-2", "3-5", "6-4"), games(r1));
        // 1-1 in both matches: player 1 beats 7 and 8 beats 2 (the first board of team 1 decides); 3-5 and 6-4 drawn
        sim.play(r1, b -> b.white() == 1 || b.white() == 8 ? 10 : 5);
        PairingOutcome second = sim.pairOnly();
        assertTrue(second instanceof PairingOutcome.Failed f
                && f.errors().get(0).message().format(Locale.ENGLISH).contains("the match 2 - 3 is level"), second.toString());
    }

    @Test
    void underArticleElevenTheTeamWithWhiteOfAMatchLevelOnEveryBoardGoesOut() {
        Simulator sim = new Simulator(new TeamKnockoutSystem(TeamRoundRobinSystemTest.teams(4, 2), false, LevelMatch.WHITE_OUT), 2,
                new int[8], 5);
        RoundPairing r1 = sim.pairOnly().orThrow();
        assertEquals(List.of("1-7", "8-2", "3-5", "6-4"), games(r1));
        // team 1 - team 4 level on points, team 1's first board decides (16.1.5); team 2 - team 3 drawn on every board:
        // team 2 had White on board 1 (team A) and goes out (000 Art. 11 through 16.3)
        sim.play(r1, b -> b.white() == 1 || b.white() == 8 ? 10 : 5);
        RoundPairing last = sim.pairOnly().orThrow();
        for (Board b : last.boards()) {
            assertTrue(List.of(1, 2, 5, 6).contains(b.white()) && List.of(1, 2, 5, 6).contains(b.black()), b.toString());
        }
        String why = last.explanation().text(Locale.ENGLISH);
        assertTrue(why.contains("team 2 - team 3 is level on points and on every board; team 2, which had White (team A), goes out"), why);
    }

    @Test
    void inAnEnglishMatchTeamAIsTheTeamWhoseFirstBoardMetTheOthersLastBoard() {
        Simulator sim = new Simulator(new TeamKnockoutSystem(TeamRoundRobinSystemTest.teams(4, 2), true, LevelMatch.WHITE_OUT), 4,
                new int[8], 5);
        for (int r = 1; r <= 2; r++) {
            RoundPairing p = sim.pairOnly().orThrow();
            // every game of team 2 - team 3 drawn; team 1 wins every game against team 4
            sim.play(p, b -> b.white() <= 2 ? 10 : b.black() <= 2 ? 0 : 5);
        }
        RoundPairing last = sim.pairOnly().orThrow();
        String why = last.explanation().text(Locale.ENGLISH);
        int out = why.contains("team 2, which had White") ? 2 : why.contains("team 3, which had White") ? 3 : 0;
        assertTrue(out != 0, why);
        int through = out == 2 ? 3 : 2;
        List<Integer> finalists = List.of(1, 2, through * 2 - 1, through * 2);
        for (Board b : last.boards()) {
            assertTrue(finalists.contains(b.white()) && finalists.contains(b.black()), b + " " + why);
        }
    }
}
