package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The documented exit statuses: 0 fine, 1 problems in the input, 2 usage error, 3 output or internal failure. */
class ExitStatusTest extends CommandLineHarness {

    private static final String REFERENCE = PairCommandTest.REFERENCE.toString();

    @Test
    void zeroWhenDone() {
        assertEquals(ExitStatus.OK, run("version"));
        assertEquals(ExitStatus.OK, run("check-pairings", REFERENCE));
    }

    @Test
    void oneForProblemsInTheInput(@TempDir Path dir) {
        Path missing = dir.resolve("missing.trf");
        assertEquals(ExitStatus.PROBLEMS, run("pair", missing.toString()));
        assertEquals(missing + ": the file cannot be read: no such file", stderr().strip(), "the file and the system's reason");
        assertEquals(ExitStatus.PROBLEMS, run("check-pairings", missing.toString(), "--lang", "vi"));
        assertTrue(stderr().startsWith(missing + ": không đọc được tệp"), stderr());
    }

    @Test
    void twoForUsageErrorsInTheChosenLanguage() {
        assertEquals(ExitStatus.USAGE, run("pair", REFERENCE, "--round"));
        assertTrue(stderr().startsWith("Usage: arbiter pair"), stderr());
        assertTrue(stderr().contains("\nMissing: --round\nSee 'arbiter pair --help'."), stderr());
        assertEquals(ExitStatus.USAGE, run("pair", REFERENCE, "--edition", "1999"));
        assertTrue(stderr().contains("\nInvalid value for --edition: 1999\n"), stderr());
        assertEquals(ExitStatus.USAGE, run("generate", "out.trf", "--rounds", "3"));
        assertTrue(stderr().contains("\nMissing: --players\n"), stderr());
        assertEquals(ExitStatus.USAGE, run("check-pairings", REFERENCE, "other.trf"));
        assertTrue(stderr().contains("\nUnexpected argument: other.trf\n"), stderr());

        assertEquals(ExitStatus.USAGE, run("pair", REFERENCE, "--bogus", "--lang", "vi"));
        assertTrue(stderr().startsWith("Cách dùng: arbiter pair"), stderr());
        assertTrue(stderr().contains("\nTùy chọn không có: --bogus\nXem 'arbiter pair --help'."), stderr());
        assertEquals(ExitStatus.USAGE, run("--lang", "vi", "xep-hang"));
        assertTrue(stderr().contains("Lệnh không có: xep-hang"), stderr());
        assertEquals(ExitStatus.USAGE, run("help", "xep-hang"));
        assertTrue(stderr().startsWith("Usage: arbiter [") && stderr().contains("\nUnknown command: xep-hang\n"), stderr());
        assertEquals("", stdout());
    }

    @Test
    void threeWhenAnOutputCannotBeWritten(@TempDir Path dir) throws IOException {
        Path before = dir.resolve("before5.trf");
        Files.writeString(before, PairCommandTest.before(PairCommandTest.REFERENCE, 5));
        Path blocker = dir.resolve("a-file");
        Files.writeString(blocker, "not a folder");
        Path target = blocker.resolve("out.trf");

        assertEquals(ExitStatus.FAILURE, run("pair", before.toString(), "--out", target.toString()));
        assertTrue(stderr().startsWith(target + ": the file could not be saved"), stderr());
        assertTrue(stdout().startsWith("Round 5: 6 boards"), "the round is paired and shown, only the writing failed");
        assertEquals(ExitStatus.FAILURE, run("generate", "--players", "6", "--rounds", "2", target.toString()));
        assertEquals(ExitStatus.FAILURE, run("standings", before.toString(), "--html", blocker.resolve("page.html").toString()));
        assertFalse(Files.exists(target));
    }

    @Test
    void threeWhenACommandFailsInside() {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream stream = new PrintStream(buffer, true, StandardCharsets.UTF_8);
        CommandContext context = new CommandContext(stream, stream, Locale.ENGLISH);
        picocli.CommandLine cli = ArbiterCommand.commandLine("1.2.3", context);
        int status = new Failures(context).handleExecutionException(new IllegalStateException("boom"),
                cli.getSubcommands().get("pair"), null);
        assertEquals(ExitStatus.FAILURE, status);
        assertTrue(buffer.toString(StandardCharsets.UTF_8).startsWith("arbiter pair failed: java.lang.IllegalStateException: boom"),
                buffer.toString(StandardCharsets.UTF_8));
    }
}
