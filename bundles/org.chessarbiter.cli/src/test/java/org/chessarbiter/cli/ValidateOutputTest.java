package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code arbiter validate}: JSON and SARIF, {@code --max-problems}, and the same output on any number of threads. */
class ValidateOutputTest extends CommandLineHarness {

    @Test
    void jsonNamesEachProblemsFileLineColumnSeverityRuleAndMessage(@TempDir Path dir) throws IOException {
        Path bad = ValidateFixtures.write(dir, "bad.pgn", ValidateFixtures.CHESS_BAD);
        ValidateFixtures.write(dir, "ok.pgn", ValidateFixtures.CHESS_OK);
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--format", "json", dir.toString()));
        JsonObject doc = JsonParser.parseString(stdout()).getAsJsonObject();
        JsonArray problems = doc.getAsJsonArray("problems");
        assertEquals(1, problems.size(), stdout());
        JsonObject p = problems.get(0).getAsJsonObject();
        assertEquals(bad.toString(), p.get("file").getAsString());
        assertEquals(4, p.get("line").getAsInt());
        assertEquals(13, p.get("column").getAsInt());
        assertEquals("error", p.get("severity").getAsString());
        assertEquals("illegalMove", p.get("rule").getAsString());
        assertTrue(p.get("message").getAsString().contains("Ke3"), stdout());
        assertEquals(2, doc.get("files").getAsInt());
        assertEquals(2, doc.get("games").getAsInt());
        assertEquals(1, doc.get("errors").getAsInt());
        assertEquals(0, doc.get("omitted").getAsInt());
        assertTrue(stderr().contains("Checked 2 files (2 games): 1 error, no warnings."), "the summary stays on standard error");
    }

    @Test
    void sarifIsALogOfVersion210WithRuleLevelMessageAndRegion(@TempDir Path dir) throws IOException {
        ValidateFixtures.write(dir, "sub dir/bad.pgn", ValidateFixtures.CHESS_BAD);
        Path missing = dir.resolve("missing.trf");
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--format", "sarif", dir.toString(), missing.toString()));
        JsonObject log = JsonParser.parseString(stdout()).getAsJsonObject();
        assertEquals("2.1.0", log.get("version").getAsString());
        assertTrue(log.get("$schema").getAsString().contains("sarif-2.1.0"));
        JsonObject run = log.getAsJsonArray("runs").get(0).getAsJsonObject();
        assertEquals("arbiter", run.getAsJsonObject("tool").getAsJsonObject("driver").get("name").getAsString());
        JsonArray results = run.getAsJsonArray("results");
        assertEquals(2, results.size(), stdout());
        JsonObject r = results.get(0).getAsJsonObject();
        assertEquals("illegalMove", r.get("ruleId").getAsString());
        assertEquals("error", r.get("level").getAsString());
        assertTrue(r.getAsJsonObject("message").get("text").getAsString().contains("Ke3"));
        JsonObject physical = r.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
        assertEquals(dir.resolve("sub dir/bad.pgn").toUri().toString(),
                physical.getAsJsonObject("artifactLocation").get("uri").getAsString());
        assertEquals(4, physical.getAsJsonObject("region").get("startLine").getAsInt());
        assertEquals(13, physical.getAsJsonObject("region").get("startColumn").getAsInt());
        JsonObject io = results.get(1).getAsJsonObject();
        assertEquals("io", io.get("ruleId").getAsString());
        assertTrue(io.getAsJsonObject("message").get("text").getAsString().endsWith("no such file"), stdout());
        assertTrue(run.getAsJsonObject("tool").getAsJsonObject("driver").getAsJsonArray("rules").toString().contains("\"illegalMove\""));
    }

    @Test
    void maxProblemsCapsEveryFormatAndSaysWhatWasLeftOut(@TempDir Path dir) throws IOException {
        Path db = ValidateFixtures.write(dir, "db.pgn", ValidateFixtures.database(10, 2));
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--max-problems", "2", db.toString()));
        List<String> lines = stderr().lines().toList();
        assertEquals(4, lines.size(), stderr());
        assertTrue(lines.get(0).contains(": error: ") && lines.get(1).contains(": error: "), stderr());
        assertEquals("\u2026 and 3 more problems (5 in total); --max-problems 0 prints them all", lines.get(2));
        assertEquals("Checked 1 file (10 games): 5 errors, no warnings.", lines.get(3));
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--max-problems", "0", db.toString()));
        assertEquals(6, stderr().lines().count(), stderr());
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--max-problems", "2", "--format", "json", db.toString()));
        JsonObject doc = JsonParser.parseString(stdout()).getAsJsonObject();
        assertEquals(2, doc.getAsJsonArray("problems").size());
        assertEquals(3, doc.get("omitted").getAsInt());
        assertEquals(5, doc.get("errors").getAsInt());
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--max-problems", "2", "--format", "sarif", db.toString()));
        JsonObject run = JsonParser.parseString(stdout()).getAsJsonObject().getAsJsonArray("runs").get(0).getAsJsonObject();
        assertEquals(2, run.getAsJsonArray("results").size());
        assertEquals(3, run.getAsJsonObject("properties").get("omitted").getAsInt());
    }

    @Test
    void aStreamedDatabaseGivesTheSameOutputOnOneThreadAndOnSeveralAsTheLanguage(@TempDir Path dir) throws IOException {
        Path db = ValidateFixtures.write(dir, "db.pgn", ValidateFixtures.database(600, 7) + ValidateFixtures.XIANGQI_BAD);
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--stream-above", "0", "--threads", "1", "--max-problems", "0", db.toString()));
        String one = stderr();
        assertTrue(one.contains("Checked 1 file (601 games): 86 errors"), one);
        for (String threads : new String[] {"2", "4", "7"}) {
            assertEquals(ExitStatus.PROBLEMS, run("validate", "--stream-above", "0", "--threads", threads, "--max-problems", "0", db.toString()));
            assertEquals(one, stderr(), threads + " threads");
        }
        List<Integer> lines = one.lines().filter(l -> l.contains(": error: "))
                .map(l -> Integer.parseInt(l.substring(db.toString().length() + 1).split(":")[0])).toList();
        assertEquals(lines.stream().sorted().toList(), lines, "in file order");
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--max-problems", "0", db.toString()));
        assertEquals(one, stderr(), "the language's validation of the whole file finds the same");
    }
}
