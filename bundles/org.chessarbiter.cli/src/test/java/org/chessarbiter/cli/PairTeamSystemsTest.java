package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.pairing.roundrobin.RoundRobinSystem;
import org.chessarbiter.pairing.systems.TwoGameMatches;
import org.chessarbiter.pairing.team.TeamKnockoutSystem;
import org.chessarbiter.pairing.team.TeamSwissSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter pair} for the team systems the operation pairs beside the team round robin and the team Swiss by lot
 * ({@link PairSystemsTest}): the team Swiss system by the Dutch system (000 Part 2 Art. 16.5), the team knockout in English
 * matches or board against board (Art. 16.3, 16.2), and matches of two games over any system (Luật cờ Tướng 2004 Điều 21.2).
 */
class PairTeamSystemsTest extends CommandLineHarness {

    /** The teams of {@link TrfFiles#withTeams}: team t is start numbers (t-1)·boards+1 .. t·boards. */
    private static List<List<Integer>> teams(int count, int boards) {
        List<List<Integer>> teams = new ArrayList<>();
        for (int t = 0; t < count; t++) {
            List<Integer> members = new ArrayList<>();
            for (int b = 1; b <= boards; b++) {
                members.add(t * boards + b);
            }
            teams.add(members);
        }
        return teams;
    }

    /** The file with round {@code round} played: the players {@code winners} win each game they play. */
    private static String won(String trf, int round, Set<Integer> winners) {
        Set<Integer> whiteWins = new HashSet<>();
        Set<Integer> blackWins = new HashSet<>();
        for (String b : TrfFiles.boards(trf, round)) {
            if (!b.startsWith("U:")) {
                int white = Integer.parseInt(b.split("-")[0]);
                int black = Integer.parseInt(b.split("-")[1]);
                (winners.contains(white) ? whiteWins : blackWins).addAll(List.of(white, black));
            }
        }
        return TrfFiles.played(TrfFiles.played(trf, round, '1', whiteWins::contains), round, '0', blackWins::contains);
    }

    /** {@code --system team-dutch}: eight teams of two boards, round after round as the library pairs them, board against board. */
    @Test
    void teamDutchIsTheLibrarysPairingBoardAgainstBoard(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("team-dutch.trf");
        Files.writeString(file, TrfFiles.withTeams(TrfFiles.field(16, 4), 8, 2));
        for (int r = 1; r <= 4; r++) {
            List<String> library = TrfFiles.library(Files.readString(file), new TeamSwissSystem(teams(8, 2), new DutchSystem()));
            String text = pairInPlace(file, "--system", "team-dutch");
            List<String> written = TrfFiles.boards(text, r);
            assertEquals(library, written, "round " + r);
            assertEquals(8, written.size());
            written.forEach(b -> assertEquals(Integer.parseInt(b.split("-")[0]) % 2, Integer.parseInt(b.split("-")[1]) % 2, b));
            assertTrue(text.contains("013 Team A"), "the teams stay in the file written");
            Files.writeString(file, TrfFiles.played(text, r, r % 2 == 1 ? '1' : '='));
        }
        assertTrue(stdout().contains("Paired with: Team Swiss system: the teams paired by the FIDE (Dutch) system"), stdout());
    }

    /** The regulations' TEAM_DUTCH_2026 and TEAM_KNOCKOUT are paired as those very systems, no --system needed. */
    @Test
    void theRegulationsTeamSystemsArePaired(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("doi.trf");
        Files.writeString(file, TrfFiles.withTeams(TrfFiles.field(16, 4), 8, 2));
        Path regulations = dir.resolve("dieu-le.dieule");
        Files.writeString(regulations, "regulations doi \"Giải đồng đội\"\ngame chess\nsystem TEAM_DUTCH_2026 boards 2\nrounds 4\n");
        List<String> dutch = TrfFiles.library(Files.readString(file), new TeamSwissSystem(teams(8, 2), new DutchSystem()));
        assertEquals(0, run("pair", file.toString(), "--out", dir.resolve("dutch.trf").toString()), stderr());
        assertEquals(dutch, TrfFiles.boards(Files.readString(dir.resolve("dutch.trf")), 1));
        Files.writeString(regulations, "regulations doi \"Giải đồng đội\"\ngame chess\nsystem TEAM_KNOCKOUT boards 2\nrounds 6\n");
        List<String> knockout = TrfFiles.library(Files.readString(file), new TeamKnockoutSystem(teams(8, 2), true));
        assertEquals(0, run("pair", file.toString(), "--out", dir.resolve("ko.trf").toString()), stderr());
        assertEquals(knockout, TrfFiles.boards(Files.readString(dir.resolve("ko.trf")), 1));
        assertTrue(stdout().contains("Team knockout, English matches"), stdout());
    }

    /**
     * An English match of two teams of four (000 Part 2 Art. 16.2.2, 001 Điều 30.2.2), paired round by round by
     * {@code --system team-knockout}: the printed schedule for four players, the colours by the article's rule (A's odd
     * numbers white against B's odd numbers, black against the even ones; A's even numbers the reverse).
     */
    @Test
    void anEnglishMatchIsThePrintedScheduleOfArticle16_2_2(@TempDir Path dir) throws IOException {
        String[][] printed = {{"A1-B4", "A2-B1", "A3-B2", "A4-B3"}, {"A1-B3", "A2-B4", "A3-B1", "A4-B2"},
                {"A1-B2", "A2-B3", "A3-B4", "A4-B1"}, {"A1-B1", "A2-B2", "A3-B3", "A4-B4"}};
        Path file = dir.resolve("anh.trf");
        Files.writeString(file, TrfFiles.withTeams(TrfFiles.field(8, 4), 2, 4));
        for (int r = 1; r <= 4; r++) {
            List<String> expected = new ArrayList<>();
            for (String game : printed[r - 1]) {
                int a = game.charAt(1) - '0';
                int b = game.charAt(4) - '0';
                expected.add(a % 2 == b % 2 ? a + "-" + (4 + b) : (4 + b) + "-" + a);
            }
            expected.sort(null);
            String text = pairInPlace(file, "--system", "team-knockout");
            assertEquals(expected, TrfFiles.boards(text, r), "round " + r);
            Files.writeString(file, TrfFiles.played(text, r, '='));
        }
    }

    /** A team knockout of four teams: each stage as the library pairs it, the final between the teams with more points. */
    @Test
    void theTeamKnockoutGoesOnWithTheWinningTeams(@TempDir Path dir) throws IOException {
        for (String system : List.of("team-knockout", "team-knockout-simultaneous")) {
            boolean english = system.equals("team-knockout");
            Path file = dir.resolve(system + ".trf");
            Files.writeString(file, TrfFiles.withTeams(TrfFiles.field(8, 4), 4, 2));
            int stage1 = english ? 2 : 1;
            for (int r = 1; r <= stage1 + 1; r++) {
                List<String> library = TrfFiles.library(Files.readString(file), new TeamKnockoutSystem(teams(4, 2), english));
                String text = pairInPlace(file, "--system", system);
                assertEquals(library, TrfFiles.boards(text, r), system + " round " + r);
                // the players of teams 1 (1, 2) and 3 (5, 6) win every game they play
                Files.writeString(file, won(text, r, Set.of(1, 2, 5, 6)));
            }
            List<String> finalRound = TrfFiles.boards(Files.readString(file), stage1 + 1);
            assertEquals(2, finalRound.size(), system + ": " + finalRound);
            finalRound.forEach(b -> assertTrue(List.of(1, 2, 5, 6).contains(Integer.parseInt(b.split("-")[0]))
                    && List.of(1, 2, 5, 6).contains(Integer.parseInt(b.split("-")[1])), system + ": " + finalRound));
        }
    }

    /**
     * Matches of two games (Luật cờ Tướng 2004 Điều 21.2), asked for with {@code --games-per-match 2} or by the regulations'
     * {@code games_per_match 2}: the odd rounds are the Berger rounds, each even round the one before with the colours reversed.
     */
    @Test
    void theSecondGameOfATwoGameMatchIsPairedWithTheColoursReversed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("tuong.trf");
        Files.writeString(file, TrfFiles.field(4, 6));
        for (int r = 1; r <= 6; r++) {
            List<String> library = TrfFiles.library(Files.readString(file), new TwoGameMatches(new RoundRobinSystem(1)));
            String text = pairInPlace(file, "--system", "round-robin", "--games-per-match", "2");
            List<String> written = TrfFiles.boards(text, r);
            assertEquals(library, written, "round " + r);
            if (r % 2 == 0) {
                List<String> first = TrfFiles.boards(text, r - 1).stream().map(b -> b.split("-")[1] + "-" + b.split("-")[0]).sorted().toList();
                assertEquals(first, written, "round " + r + " is round " + (r - 1) + " with the colours reversed");
            }
            Files.writeString(file, TrfFiles.played(text, r, r % 2 == 1 ? '1' : '='));
        }
        assertTrue(stdout().contains("matches of 2 games (001 Điều 21.2)"), stdout());
        Files.writeString(dir.resolve("dieu-le.dieule"),
                "regulations tuong \"Giải cờ Tướng\"\ngame xiangqi\nsystem ROUND_ROBIN\nrounds 6\ngames_per_match 2\n");
        assertEquals(0, run("check-pairings", file.toString()), stdout() + stderr());
        assertTrue(stdout().contains("6 of 6 rounds paired as recorded"), stdout());
        run("check-pairings", file.toString(), "--games-per-match", "1");
        assertFalse(stdout().contains("6 of 6 rounds paired as recorded"), stdout());
    }

    /** Matches of three games are not a pairing the laws describe: a problem, nothing written. */
    @Test
    void matchesOfThreeGamesAreRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("ba.trf");
        Files.writeString(file, TrfFiles.field(4, 6));
        String before = Files.readString(file);
        assertEquals(1, run("pair", file.toString(), "--out", file.toString(), "--system", "round-robin", "--games-per-match", "3"));
        assertTrue(stderr().contains("matches of 3 games cannot be paired"), stderr());
        assertEquals(before, Files.readString(file));
    }

    /**
     * A team knockout match level on points and on every board (000 16.1.5 leaves it level) is settled as 000 Art. 11
     * says, to which 16.3 sends the team knockout: the team that had White (team A, White on the first board) goes out.
     */
    @Test
    void aTeamMatchLevelOnEveryBoardIsLostByTheTeamThatHadWhite(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("ko.trf");
        Files.writeString(file, TrfFiles.withTeams(TrfFiles.field(8, 4), 4, 2));
        String text = pairInPlace(file, "--system", "team-knockout-simultaneous");
        Set<Integer> teamsB = new java.util.TreeSet<>();
        for (String b : TrfFiles.boards(text, 1)) {
            int white = Integer.parseInt(b.split("-")[0]);
            int black = Integer.parseInt(b.split("-")[1]);
            if (white % 2 == 1) { // a first board (teams of two: 1, 3, 5, 7) with White: its opponent's team is B
                teamsB.add((black + 1) / 2);
            }
        }
        assertEquals(2, teamsB.size(), text);
        Files.writeString(file, TrfFiles.played(text, 1, '='));
        String next = pairInPlace(file, "--system", "team-knockout-simultaneous", "--explain");
        assertTrue(stdout().contains("which had White (team A), goes out (000 Art. 16.3, 11"), stdout());
        List<String> finalRound = TrfFiles.boards(next, 2);
        assertEquals(2, finalRound.size(), finalRound.toString());
        for (String b : finalRound) {
            for (String player : b.split("-")) {
                assertTrue(teamsB.contains((Integer.parseInt(player) + 1) / 2), finalRound + " " + teamsB);
            }
        }
    }
}
