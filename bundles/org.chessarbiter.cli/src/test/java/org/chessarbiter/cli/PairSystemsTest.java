package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.chessarbiter.pairing.bylot.SwissByLotSystem;
import org.chessarbiter.pairing.knockout.KnockoutSystem;
import org.chessarbiter.pairing.modifiedswiss.ModifiedSwissSystem;
import org.chessarbiter.pairing.roundrobin.RoundRobinSystem;
import org.chessarbiter.pairing.scheveningen.ScheveningenSystem;
import org.chessarbiter.pairing.team.TeamRoundRobinSystem;
import org.chessarbiter.pairing.team.TeamSwissByLotSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter pair --system} for every competition system of the pairing bundle: the rounds the
 * command writes are the library's pairings, and where the laws print the schedule (the Berger
 * tables of FIDE 2000 Part 2 appendix 1, the initial pairings of the modified Swiss of Art. 13 in
 * appendix 3) the printed one, its misprints named.
 */
class PairSystemsTest extends CommandLineHarness {

    /** The Berger tables of 000 appendix 1 as printed (the pairing bundle's transcription, read, not copied). */
    static final Path BERGER_000 = Path.of("../org.chessarbiter.pairing/src/test/resources/org/chessarbiter/pairing/printed/berger-000.txt");

    /** Table size → rounds → printed pairs ("1-(10)", "7-5"). */
    static Map<Integer, List<List<String>>> printed() throws IOException {
        Map<Integer, List<List<String>>> tables = new LinkedHashMap<>();
        List<List<String>> current = null;
        for (String line : Files.readAllLines(BERGER_000)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            if (line.startsWith("table ")) {
                current = new ArrayList<>();
                tables.put(Integer.parseInt(line.substring(6).trim()), current);
            } else {
                current.add(List.of(line.substring(line.indexOf(':') + 1).trim().split(" ")));
            }
        }
        return tables;
    }

    /**
     * Every round of the printed tables for 4 to 12 players, paired one by one by the command, white
     * winning every game: each round is the printed one, but for the three misprints of the 12-player
     * table (round 3 board 6 "7-3" for 7-8, round 6 board 5 "2-15" for 2-5, round 9 board 4 "8-12" for
     * 8-2), which the command, as the library, does not reproduce.
     */
    @Test
    void roundRobinIsThePrintedBergerTablesExceptTheirMisprints(@TempDir Path dir) throws IOException {
        List<String> differences = new ArrayList<>();
        for (Map.Entry<Integer, List<List<String>>> table : printed().entrySet()) {
            int n = table.getKey();
            Path file = dir.resolve("rr" + n + ".trf");
            Files.writeString(file, TrfFiles.field(n, n - 1));
            for (int r = 1; r <= n - 1; r++) {
                String text = pairInPlace(file, "--system", "round-robin");
                assertTrue(stdout().contains("Paired with: Round robin (Berger tables)"), stdout());
                List<String> written = TrfFiles.boards(text, r);
                for (String cell : table.getValue().get(r - 1)) {
                    String pair = cell.replace("(", "").replace(")", "");
                    if (!written.contains(pair)) {
                        differences.add(n + "/" + r + ": " + cell);
                    }
                }
                assertEquals(n / 2, written.size(), "round " + r + " of " + n + ": " + written);
                Files.writeString(file, TrfFiles.played(text, r, '1'));
            }
            assertEquals(1, run("pair", file.toString(), "--system", "round-robin"), "no round after the table's last");
        }
        assertEquals(List.of("12/3: 7-3", "12/6: 2-15", "12/9: 8-12"), differences);
    }

    /** The team round robin for 8 teams printed in FIDE 2000 Part 2 Art. 16.4 (the pairing bundle's transcription). */
    static final Path TEAM8_000 = Path.of("../org.chessarbiter.pairing/src/test/resources/org/chessarbiter/pairing/printed/team8-000.txt");

    /**
     * {@code --system team-round-robin} (Art. 16.4): eight teams of two boards; each round's matches
     * are the printed schedule's ("A-H": team A has priority, white on board 1, black on board 2).
     */
    @Test
    void teamRoundRobinIsThePrintedScheduleOfArticle16_4(@TempDir Path dir) throws IOException {
        List<String> printed = Files.readAllLines(TEAM8_000).stream().filter(l -> l.matches("\\d+: .*"))
                .map(l -> l.substring(l.indexOf(':') + 2)).toList();
        Path file = dir.resolve("teams.trf");
        Files.writeString(file, TrfFiles.withTeams(TrfFiles.field(16, 7), 8, 2));
        List<List<Integer>> teams = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            teams.add(List.of(2 * t + 1, 2 * t + 2));
        }
        for (int r = 1; r <= 7; r++) {
            List<String> library = TrfFiles.library(Files.readString(file), new TeamRoundRobinSystem(teams, 1));
            String text = pairInPlace(file, "--system", "team-round-robin");
            List<String> written = TrfFiles.boards(text, r);
            assertEquals(library, written, "round " + r);
            List<String> matches = new ArrayList<>();
            List<String> secondBoards = new ArrayList<>();
            for (String board : written) {
                int white = Integer.parseInt(board.split("-")[0]);
                int black = Integer.parseInt(board.split("-")[1]);
                assertEquals(white % 2, black % 2, "board meets board: " + board);
                String teamsOf = (char) ('A' + (white - 1) / 2) + "-" + (char) ('A' + (black - 1) / 2);
                (white % 2 == 1 ? matches : secondBoards).add(teamsOf);
            }
            List<String> expected = new ArrayList<>(List.of(printed.get(r - 1).split(" ")));
            expected.sort(null);
            matches.sort(null);
            assertEquals(expected, matches, "round " + r);
            List<String> swapped = secondBoards.stream().map(m -> m.charAt(2) + "-" + m.charAt(0)).sorted().toList();
            assertEquals(expected, swapped, "round " + r + ": the priority team is black on board 2");
            Files.writeString(file, TrfFiles.played(text, r, '='));
        }
        assertTrue(stdout().contains("Paired with: Team round robin (Berger tables), 1 cycle"), stdout());
    }

    /**
     * {@code --system team-swiss-by-lot} (Art. 16.5): eight teams of two boards drawn by lot with a
     * seed, round after round as the library draws them, board against board, the seed recorded.
     */
    @Test
    void teamSwissByLotIsTheLibrarysDrawBoardAgainstBoard(@TempDir Path dir) throws IOException {
        List<List<Integer>> teams = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            teams.add(List.of(2 * t + 1, 2 * t + 2));
        }
        Path file = dir.resolve("team-lot.trf");
        Files.writeString(file, TrfFiles.withTeams(TrfFiles.field(16, 4), 8, 2));
        for (int r = 1; r <= 4; r++) {
            List<String> library = TrfFiles.library(Files.readString(file), new TeamSwissByLotSystem(teams, 77));
            String text = pairInPlace(file, "--system", "team-swiss-by-lot", "--seed", "77");
            List<String> written = TrfFiles.boards(text, r);
            assertEquals(library, written, "round " + r);
            assertEquals(16, written.size() * 2);
            written.forEach(b -> assertEquals(Integer.parseInt(b.split("-")[0]) % 2, Integer.parseInt(b.split("-")[1]) % 2, b));
            assertTrue(text.contains("### SWISS_BY_LOT seed 77"), text);
            Files.writeString(file, TrfFiles.played(text, r, r % 2 == 1 ? '1' : '='));
        }
        assertTrue(stdout().contains("Paired with: Team Swiss system by lot"), stdout());
    }

    /** Nine players on the table for ten: who meets the bracketed number rests (the pairing-allocated bye). */
    @Test
    void anOddFieldRestsWhoeverMeetsTheDummyNumber(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("rr9.trf");
        Files.writeString(file, TrfFiles.field(9, 9));
        String text = pairInPlace(file, "--system", "round-robin");
        assertTrue(TrfFiles.boards(text, 1).contains("U:1"), "round 1 of the table: 1-(10)");
        assertTrue(stdout().contains("1 Player 1: pairing-allocated bye"), stdout());
    }

    /** A double round robin (FIDE 2000 Part 2 Art. 15): the second cycle is the first with colours reversed. */
    @Test
    void doubleRoundRobinReversesTheColoursInTheSecondCycle(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("drr.trf");
        Files.writeString(file, TrfFiles.field(4, 6));
        List<List<String>> rounds = new ArrayList<>();
        for (int r = 1; r <= 6; r++) {
            String text = pairInPlace(file, "--system", "double-round-robin");
            rounds.add(TrfFiles.boards(text, r));
            Files.writeString(file, TrfFiles.played(text, r, '='));
        }
        assertEquals(0, run("check-pairings", file.toString(), "--system", "double-round-robin"), stdout() + stderr());
        assertTrue(stdout().contains("6 of 6 rounds paired as recorded. Paired again with: Round robin (Berger tables), 2 cycle(s)"), stdout());
        // the system is named in the reader's words, not by its code
        assertEquals(0, run("check-pairings", file.toString(), "--system", "double-round-robin", "--lang", "vi"), stdout() + stderr());
        assertTrue(stdout().contains("6 trên 6 vòng được ghép như đã ghi. Ghép lại theo: Hệ vòng tròn (bảng Berger), 2 lượt"), stdout());
        assertFalse(stdout().contains("ROUND_ROBIN"), stdout());
        for (int r = 0; r < 3; r++) {
            List<String> reversed = rounds.get(r).stream().map(b -> b.split("-")[1] + "-" + b.split("-")[0]).sorted().toList();
            assertEquals(reversed, rounds.get(r + 3), "round " + (r + 4));
        }
    }

    /** Each system's next round is the library's pairing of the same file. */
    @Test
    void everySystemPairsAsTheLibrary(@TempDir Path dir) throws IOException {
        Map<String, org.chessarbiter.pairing.PairingSystem> systems = new LinkedHashMap<>();
        systems.put("round-robin", new RoundRobinSystem(1));
        systems.put("double-round-robin", new RoundRobinSystem(2));
        systems.put("scheveningen", new ScheveningenSystem(1));
        systems.put("double-scheveningen", new ScheveningenSystem(2));
        systems.put("modified-swiss", new ModifiedSwissSystem());
        systems.put("knockout", new KnockoutSystem());
        for (Map.Entry<String, org.chessarbiter.pairing.PairingSystem> s : systems.entrySet()) {
            Path file = dir.resolve(s.getKey() + ".trf");
            Files.writeString(file, TrfFiles.field(8, 3));
            for (int r = 1; r <= 3; r++) {
                List<String> expected = TrfFiles.library(Files.readString(file), s.getValue());
                String text = pairInPlace(file, "--system", s.getKey());
                assertEquals(expected, TrfFiles.boards(text, r), s.getKey() + " round " + r);
                Files.writeString(file, TrfFiles.played(text, r, r % 2 == 1 ? '1' : '0'));
            }
        }
    }

    /**
     * FIDE 2000 Part 2 Art. 13.3 and appendix 3: round 1 of the modified Swiss pairs the upper half
     * with the lower half, 1-4 2-5 3-6 for six players and 1-5 2-6 3-7 4-8 for eight (the first column
     * of the appendix's tables), the odd numbers of the upper half taking the colour of the lot.
     */
    @Test
    void modifiedSwissFirstRoundIsTheAppendixInitialPairing(@TempDir Path dir) throws IOException {
        for (int n : new int[] {6, 8}) {
            Path file = dir.resolve("ms" + n + ".trf");
            Files.writeString(file, TrfFiles.field(n, 5));
            List<String> library = TrfFiles.library(Files.readString(file), new ModifiedSwissSystem());
            List<String> written = TrfFiles.boards(pairInPlace(file, "--system", "modified-swiss"), 1);
            assertEquals(library, written);
            List<String> pairs = written.stream().map(b -> b.split("-"))
                    .map(b -> Math.min(Integer.parseInt(b[0]), Integer.parseInt(b[1])) + "-" + Math.max(Integer.parseInt(b[0]), Integer.parseInt(b[1])))
                    .sorted().toList();
            assertEquals(n == 6 ? List.of("1-4", "2-5", "3-6") : List.of("1-5", "2-6", "3-7", "4-8"), pairs);
            assertTrue(written.contains(n == 6 ? "1-4" : "1-5"), "number 1, odd in the upper half, has the colour of the lot: " + written);
        }
        assertTrue(stdout().contains("Paired with: Modified Swiss system (000 Art. 13"), stdout());
    }

    /**
     * The Swiss system by lot (Art. 14): the same seed draws the same lot, the seed is printed and
     * recorded in the file, and the next round is drawn from the recorded seed when none is given.
     */
    @Test
    void aSeededLotReplaysIdenticallyAndTheSeedIsRecorded(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("lot.trf");
        Files.writeString(file, TrfFiles.field(10, 5));
        String text = pairInPlace(file, "--system", "swiss-by-lot", "--seed", "20260214");
        assertTrue(stdout().contains("Seed of the lot: 20260214 (--seed 20260214 draws the same lot again)"), stdout());
        assertTrue(text.contains("### SWISS_BY_LOT seed 20260214"), text);
        Files.writeString(file, TrfFiles.played(text, 1, '1'));
        String before2 = Files.readString(file);

        assertEquals(0, run("pair", file.toString(), "--system", "swiss-by-lot", "--explain"), stderr());
        String first = stdout();
        assertEquals(0, run("pair", file.toString(), "--system", "swiss-by-lot", "--explain", "--seed", "20260214"), stderr());
        assertEquals(first, stdout(), "the recorded seed and the same seed given draw the same lot");
        assertTrue(first.contains("Seed of the lot: 20260214"), first);
        String written = pairInPlace(file, "--system", "swiss-by-lot");
        assertEquals(TrfFiles.library(before2, new SwissByLotSystem(20260214)), TrfFiles.boards(written, 2));

        Set<List<String>> lots = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            Files.writeString(file, before2);
            lots.add(TrfFiles.boards(pairInPlace(file, "--system", "swiss-by-lot", "--seed", Long.toString(seed)), 2));
        }
        assertTrue(lots.size() > 1, "other seeds draw other lots: " + lots);
    }

    /**
     * Knockout sizes (Luật cờ Tướng 2004 Điều 25): 20 entrants make a bracket of 32, seeds 1-12 are
     * exempted, 4 matches in round 1, then 8, 4, 2, 1; no round after the final.
     */
    @Test
    void knockoutOfTwentyPlaysFourThenEightFourTwoOneMatches(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("ko.trf");
        Files.writeString(file, TrfFiles.field(20, 5));
        int[] matches = {4, 8, 4, 2, 1};
        for (int r = 1; r <= 5; r++) {
            String text = pairInPlace(file, "--system", "knockout");
            assertTrue(stdout().startsWith("Round " + r + ": " + matches[r - 1] + " boards"), stdout());
            Files.writeString(file, TrfFiles.played(text, r, '1'));
        }
        assertEquals(1, run("pair", file.toString(), "--system", "knockout"));
        assertTrue(stderr().contains("round 6 is beyond the knockout: a bracket of 32 has 5 rounds"), stderr());
        assertEquals(List.of("1-2"), TrfFiles.boards(Files.readString(file), 5), "the favourites meet in the final");
    }

    /** A level knockout match is named, and nothing is paired over it. */
    @Test
    void aLevelKnockoutMatchIsNamed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("ko4.trf");
        Files.writeString(file, TrfFiles.field(4, 2));
        Files.writeString(file, TrfFiles.played(pairInPlace(file, "--system", "knockout"), 1, '='));
        assertEquals(1, run("pair", file.toString(), "--system", "knockout"));
        assertTrue(stderr().contains("round 1: the match 1 - 4 is level"), stderr());
    }

    /** The regulations beside the tournament name its system; --system overrides them. */
    @Test
    void theRegulationsBesideTheFileNameTheSystem(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("giai.trf");
        Files.writeString(file, TrfFiles.field(6, 5));
        Files.writeString(dir.resolve("dieu-le.dieule"), "regulations test \"Giải thử\"\ngame chess\nsystem ROUND_ROBIN\nrounds 5\n");
        assertEquals(0, run("pair", file.toString()), stderr());
        assertTrue(stdout().contains("Paired with: Round robin (Berger tables), 1 cycle"), stdout());
        assertEquals(0, run("pair", file.toString(), "--system", "dutch"), stderr());
        assertTrue(stdout().contains("Paired with: FIDE (Dutch) system, C.04.3 in force from 1 February 2026"), stdout());
        Path other = dir.resolve("other.dieule.txt");
        Files.writeString(other, "regulations khac \"Khác\"\nsystem KNOCKOUT\n");
        assertEquals(0, run("pair", file.toString(), "--regulations", other.toString()), stderr());
        assertTrue(stdout().contains("Paired with: Knockout"), stdout());
    }

    /** The Baku acceleration belongs to the Dutch system: asked with another, it is a problem. */
    @Test
    void bakuWithAnotherSystemIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("b.trf");
        Files.writeString(file, TrfFiles.field(6, 5));
        assertEquals(1, run("pair", file.toString(), "--system", "round-robin", "--baku"));
        assertTrue(stderr().contains("applies to the FIDE Dutch system only"), stderr());
    }

    @Test
    void anUnknownSystemIsAUsageError() {
        assertEquals(CommandLine.USAGE, run("pair", "x.trf", "--system", "lightning"));
        assertTrue(stderr().contains("--system"), stderr());
    }

    /**
     * The issue's mistake: {@code pair --out} run twice pairs no round over a round without results;
     * the boards are named (board number and players, in the file's board order) and nothing is
     * written; the unpublished round is paired again only when asked by its number.
     */
    @Test
    void pairRefusesToPairPastARoundWithMissingResults(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("twice.trf");
        Files.writeString(file, TrfFiles.field(4, 3));
        String once = pairInPlace(file, "--system", "round-robin");
        assertEquals(1, run("pair", file.toString(), "--system", "round-robin", "--out", file.toString()));
        assertTrue(stderr().contains("round 1: boards 1 (1 - 4), 2 (2 - 3) have no result: round 2 is paired once every result of round 1 is in"),
                stderr());
        assertEquals(once, Files.readString(file), "nothing was written");
        assertEquals(0, run("pair", file.toString(), "--system", "round-robin", "--round", "1"), stderr());

        // one result in, one missing
        Files.writeString(file, TrfFiles.played(once, 1, '1', p -> p == 1 || p == 4));
        assertEquals(1, run("pair", file.toString(), "--system", "round-robin"));
        assertTrue(stderr().contains("round 1: board 2 (2 - 3) has no result"), stderr());
        assertFalse(stdout().contains("Round 2"), stdout());
    }
}
