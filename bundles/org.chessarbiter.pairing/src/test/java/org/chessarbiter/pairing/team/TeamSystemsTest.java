package org.chessarbiter.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.pairing.systems.PrintedTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TeamSystemsTest {

    @ParameterizedTest
    @ValueSource(strings = { "team8-000.txt", "team8-001.txt" })
    void eightTeamScheduleOf16_4IsReproducedExactly(String file) {
        List<List<String>> printed = PrintedTables.load(file).get(8);
        TeamRoundRobin t = TeamRoundRobin.of(8).orThrow();
        List<List<String>> gen = new ArrayList<>();
        for (int r = 1; r <= t.rounds(); r++) {
            gen.add(t.matches(r).stream().map(TeamMatch::printed).toList());
        }
        assertEquals(printed, gen);
    }

    @Test
    void priorityTeamHasWhiteOnOddBoards() {
        // 16.4: round 2 "H-E": H has priority, so H1 and H3 have white, H2 and H4 black
        TeamMatch m = TeamRoundRobin.of(8).orThrow().matches(2).get(0);
        assertEquals("H-E", m.printed());
        List<TeamGame> games = m.games(4);
        assertEquals(List.of(true, false, true, false), games.stream().map(TeamGame::teamAWhite).toList());
        assertTrue(games.stream().allMatch(g -> g.teamAPlayer() == g.teamBPlayer()), "16.1.1: boards meet boards");
    }

    @Test
    void oddNumberOfTeamsRestsOneTeamPerRound() {
        TeamRoundRobin t = TeamRoundRobin.of(7).orThrow();
        assertEquals(7, t.rounds());
        assertEquals(3, t.matches(1).size());
        assertEquals(1, t.resting(1).orElseThrow());
    }

    @Test
    void simultaneousMatchAlternatesColoursPerGame() {
        // 16.2.1: one game: A's odd boards white, even boards black; colours change for the next game
        List<List<TeamGame>> s = SimultaneousMatch.schedule(4, 2).orThrow();
        assertEquals(List.of(true, false, true, false), s.get(0).stream().map(TeamGame::teamAWhite).toList());
        assertEquals(List.of(false, true, false, true), s.get(1).stream().map(TeamGame::teamAWhite).toList());
        assertFalse(SimultaneousMatch.schedule(4, 5).isOk());
        assertEquals("games", SimultaneousMatch.schedule(4, 0).errors().get(0).location().toString());
    }

    @Test
    void reserveTakesTheAbsentRegularsBoard() {
        Lineup l = new Lineup(List.of("a", "b", "c", "d"), List.of("r1", "r2"));
        Lineup after = l.substitute(2, 1, 10, false).orThrow();
        assertEquals(List.of("a", "r2", "c", "d"), after.regulars());
        assertEquals(List.of("r1"), after.reserves());
    }

    @Test
    void substitutionAfterFifteenMinutesOrDuringAGameIsRefused() {
        Lineup l = new Lineup(List.of("a", "b", "c"), List.of("r1"));
        assertTrue(l.substitute(1, 0, 15, false).isOk());
        assertEquals("minutesAfterStart", l.substitute(1, 0, 16, false).errors().get(0).location().toString());
        var during = l.substitute(1, 0, 0, true).errors().get(0);
        assertTrue(during.text(Locale.ENGLISH).contains("16.1.4"));
        assertTrue(during.text(Locale.forLanguageTag("vi")).contains("dở dang"));
        assertFalse(l.substitute(4, 0, 0, false).isOk());
        assertFalse(l.substitute(1, 3, 0, false).isOk());
    }

    @Test
    void massFriendlyMatchMovesPlayersUp() {
        List<String> thirty = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            thirty.add("p" + i);
        }
        Lineup l = new Lineup(thirty, List.of("r1"));
        Lineup after = l.substituteByMovingUp(5).orThrow();
        assertEquals("p6", after.regulars().get(4));
        assertEquals("r1", after.regulars().get(29));
        assertFalse(new Lineup(thirty.subList(0, 29), List.of("r1")).substituteByMovingUp(5).isOk());
    }

    @Test
    void teamsLevelOnPointsAreSeparatedByBoardOneThenBoardTwo() {
        int[] a = { 10, 5, 5, 0 };
        int[] b = { 5, 10, 5, 0 };
        int[] c = { 10, 0, 5, 10 };
        List<int[]> teams = new ArrayList<>(List.of(b, c, a));
        teams.sort(TeamRanking.bestFirst());
        assertEquals(List.of(Arrays.toString(c), Arrays.toString(a), Arrays.toString(b)),
                teams.stream().map(Arrays::toString).toList());
    }
}
