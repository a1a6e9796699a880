package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter build PROJECT}: the workspace's project build on a copy of its small test project (four players,
 * round 1 with board 2's result only on its scoresheet): exit statuses, problems printed as a compiler prints them,
 * the summary, the derived files, JSON, Vietnamese.
 */
class BuildCommandTest extends CommandLineHarness {

    /** The workspace bundle's test project (read, not copied into this bundle). */
    private static final Path SMALL = Path.of("../org.chessarbiter.workspace/src/test/resources/org/chessarbiter/workspace/project/small");

    private static Path project(Path dir) throws IOException {
        for (String name : List.of("small.trf", "round1-board2.pgn")) {
            Files.copy(SMALL.resolve(name), dir.resolve(name));
        }
        return dir;
    }

    private static void disagreeing(Path dir) throws IOException {
        Files.writeString(dir.resolve("round1-board1.pgn"), """
                [Event "Small test open"]
                [Round "1"]
                [Board "1"]
                [White "An, Nguyen Van"]
                [Black "Cuong, Le Van"]
                [Result "0-1"]

                1. d4 d5 2. c4 e6 0-1
                """, StandardCharsets.UTF_8);
    }

    @Test
    void aCleanProjectBuildsWithStatusZeroAndWritesItsDerivedFiles(@TempDir Path dir) throws IOException {
        assertEquals(ExitStatus.OK, run("build", project(dir).toString()), stderr());
        assertTrue(stderr().contains("no errors"), stderr());
        assertTrue(stderr().contains("1 result taken from scoresheets; standings after round 1; proposal for round 2"), stderr());
        assertTrue(Files.exists(dir.resolve("derived/standings.txt")));
        assertTrue(Files.exists(dir.resolve("derived/proposal-round-2.trf")));
        assertTrue(Files.readString(dir.resolve("derived/proposal-round-2.txt")).contains("Proposal for round 2"));
    }

    @Test
    void aDisagreementIsPrintedOnBothFilesAndExitsOne(@TempDir Path dir) throws IOException {
        project(dir);
        disagreeing(dir);
        assertEquals(ExitStatus.PROBLEMS, run("build", dir.toString()), stderr());
        List<String> errors = stderr().lines().filter(l -> l.contains(": error: ")).toList();
        assertEquals(2, errors.size(), stderr());
        assertTrue(errors.stream().anyMatch(l -> l.startsWith(dir.resolve("round1-board1.pgn") + ":6:") && l.endsWith("[result]")),
                stderr());
        assertTrue(errors.stream().anyMatch(l -> l.startsWith(dir.resolve("small.trf") + ":4:99: error: ") && l.endsWith("[result]")),
                stderr());
        assertTrue(stderr().contains("2 errors"), stderr());
    }

    @Test
    void jsonListsTheProblemsOnStandardOutput(@TempDir Path dir) throws IOException {
        project(dir);
        disagreeing(dir);
        assertEquals(ExitStatus.PROBLEMS, run("build", "--format", "json", dir.toString()), stderr());
        String json = stdout().replaceAll("\\s", "");
        assertTrue(json.startsWith("{\"problems\":["), stdout());
        assertTrue(json.contains("\"line\":4,\"column\":99,\"severity\":\"error\",\"rule\":\"result\""), stdout());
        assertTrue(json.contains("\"errors\":2"), stdout());
    }

    @Test
    void vietnameseMessages(@TempDir Path dir) throws IOException {
        project(dir);
        disagreeing(dir);
        Locale.setDefault(Locale.of("vi"));
        assertEquals(ExitStatus.PROBLEMS, run("--lang", "vi", "build", dir.toString()), stderr());
        assertTrue(stderr().contains("vòng 1"), stderr());
        assertTrue(stderr().contains("Đã dựng"), stderr());
    }

    @Test
    void aFolderThatIsNotThereIsAUsageError(@TempDir Path dir) {
        assertEquals(ExitStatus.USAGE, run("build", dir.resolve("missing").toString()), stderr());
    }
}
