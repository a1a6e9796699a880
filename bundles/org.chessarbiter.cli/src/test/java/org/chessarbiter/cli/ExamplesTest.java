package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.standings.StandingsService;
import org.junit.jupiter.api.Test;

/**
 * The example workspace (examples/workspace) shows the problems it is meant to show and no others: those listed in
 * its {@code expected-problems.list} (the deliberate mistakes of the chess open, README.md of its project), for
 * every file {@code validate} checks, every tournament {@code pair} and {@code standings} read, and every scoresheet
 * compared with the board its Round and Board tags name (players by WhiteNumber / BlackNumber, names, result).
 */
class ExamplesTest extends CommandLineHarness {

    private static final Path WORKSPACE = Path.of("../../examples/workspace");
    private static final Pattern PROBLEM = Pattern.compile("(.+):(\\d+):(\\d+): (error|warning): .* \\[(\\w+)\\]");
    private static final Pattern TAG = Pattern.compile("^\\[(\\w+) \"(.*)\"\\]$");

    private static List<String> expected(String check) throws IOException {
        return Files.readAllLines(WORKSPACE.resolve("expected-problems.list"), StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith(check + " ")).sorted().toList();
    }

    private static List<Path> files(String extension) throws IOException {
        try (Stream<Path> s = Files.walk(WORKSPACE)) {
            return s.filter(p -> p.toString().endsWith(extension)).sorted().toList();
        }
    }

    private static String relative(Path p) {
        return WORKSPACE.relativize(p).toString().replace('\\', '/');
    }

    /**
     * Each project is validated as its build sees it, with its own regulations (validating the whole workspace at
     * once puts the four projects' regulations in view of every game, and their time controls disagree).
     */
    @Test
    void validateReportsTheDeliberateProblemsOnly() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> projects;
        try (Stream<Path> s = Files.list(WORKSPACE)) {
            projects = s.filter(p -> Files.isRegularFile(p.resolve(".project"))).sorted().toList();
        }
        assertEquals(4, projects.size(), projects.toString());
        for (Path project : projects) {
            run("validate", project.toString());
            assertTrue(stderr().contains("Checked "), stderr());
            for (String line : stderr().lines().toList()) {
                Matcher m = PROBLEM.matcher(line);
                if (m.matches()) {
                    found.add("validate " + relative(Path.of(m.group(1))) + ":" + m.group(2) + ":" + m.group(3) + " "
                            + m.group(4) + " " + m.group(5));
                }
            }
        }
        assertEquals(expected("validate"), found.stream().sorted().toList());
    }

    @Test
    void everyTournamentIsRankedAndPairedUnlessARoundLacksAResult() throws IOException {
        List<String> refused = new ArrayList<>();
        for (Path trf : files(".trf")) {
            assertEquals(ExitStatus.OK, run("standings", trf.toString()), trf + ": " + stderr());
            int status = run("pair", trf.toString());
            if (status != ExitStatus.OK) {
                assertEquals(ExitStatus.PROBLEMS, status, trf + ": " + stderr());
                refused.add(relative(trf));
                for (String line : expected("pair")) {
                    String[] f = line.split(" ");
                    if (f[1].equals(relative(trf))) {
                        assertTrue(stderr().contains("round " + f[2]) && stderr().contains(f[3] + " (" + f[4] + " - " + f[5] + ")"),
                                stderr());
                    }
                }
            }
        }
        assertEquals(expected("pair").stream().map(l -> l.split(" ")[1]).toList(), refused);
        Path team = files(".trf").stream().filter(p -> p.toString().contains("dong-doi")).findFirst().orElseThrow();
        assertEquals(ExitStatus.OK, run("standings", team.toString(), "--teams", "mp"), stderr());
    }

    @Test
    void everyScoresheetAgreesWithItsBoardButTheDeliberateMistakes() throws IOException {
        List<String> found = new ArrayList<>();
        int games = 0;
        for (Path sheet : files(".bienban")) {
            Path project = WORKSPACE.resolve(WORKSPACE.relativize(sheet).getName(0));
            Optional<Path> trf = files(".trf").stream().filter(p -> p.startsWith(project)).findFirst();
            if (trf.isEmpty() || !sheet.getParent().getFileName().toString().equals("van")) {
                continue; // giai-mau's sample games belong to no board
            }
            Tournament t = StandingsService.load(trf.get()).value();
            Map<String, Integer> seen = new TreeMap<>();
            for (Map<String, String> g : games(sheet)) {
                games++;
                int round = Integer.parseInt(g.get("Round"));
                int board = Integer.parseInt(g.get("Board"));
                String at = "link " + relative(sheet) + ":";
                Pairing p = t.rounds().get(round - 1).pairings().stream().filter(x -> x.board() == board).findFirst()
                        .orElseThrow(() -> new AssertionError(sheet + ": no board " + board));
                assertEquals(p.first(), Integer.parseInt(g.get("WhiteNumber")), sheet + " board " + board);
                assertEquals(p.second(), Integer.parseInt(g.get("BlackNumber")), sheet + " board " + board);
                seen.merge(round + "/" + board, 1, Integer::sum);
                for (String side : List.of("White", "Black")) {
                    String name = t.player(Integer.parseInt(g.get(side + "Number"))).map(Player::name).orElse("");
                    if (!name.equals(g.get(side))) {
                        found.add(at + g.get(side + "Line") + " " + side + " " + round + " " + board);
                    }
                }
                if (!result(p.result()).equals(g.get("Result"))) {
                    found.add(at + g.get("ResultLine") + " Result " + round + " " + board);
                }
            }
            int round = Integer.parseInt(games(sheet).get(0).get("Round"));
            assertEquals(t.rounds().get(round - 1).pairings().size(), seen.size(), sheet + ": a game for every board");
            assertTrue(seen.values().stream().allMatch(n -> n == 1), sheet + ": one game a board " + seen);
        }
        assertEquals(3 * 20 + 4 * 5 + 16, games, "the games of the chess open, the xiangqi round robin and the team event");
        assertEquals(expected("link"), found.stream().sorted().toList());
    }

    private static String result(GameResult r) {
        return switch (r) {
            case FIRST_WINS -> "1-0";
            case SECOND_WINS -> "0-1";
            case DRAW -> "1/2-1/2";
            default -> "none";
        };
    }

    /** The tags of each game of a scoresheet file, with the lines of the White, Black and Result tags. */
    private static List<Map<String, String>> games(Path file) throws IOException {
        List<Map<String, String>> games = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = TAG.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            if (m.group(1).equals("Event")) {
                games.add(new TreeMap<>());
            }
            games.get(games.size() - 1).put(m.group(1), m.group(2));
            games.get(games.size() - 1).put(m.group(1) + "Line", Integer.toString(i + 1));
        }
        return games;
    }
}
