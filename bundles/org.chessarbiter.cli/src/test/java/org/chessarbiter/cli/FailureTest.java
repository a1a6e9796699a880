package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine.ParameterException;

/** F1: every failure prints a message and gives a status other than 0, whatever failed. */
class FailureTest extends CommandLineHarness {

    private static final Path TRF = Path.of(
            "../org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament/trf/bbp/forfeits-40x7.trf");

    /** Runs {@code body} on a thread with a small stack (512 KB), as a deep recursion would exhaust it whatever -Xss says. */
    private static void onSmallStack(Runnable body) throws InterruptedException {
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                body.run();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "small stack", 512 * 1024);
        t.start();
        t.join();
        if (failure[0] != null) {
            throw new AssertionError(failure[0]);
        }
    }

    @Test
    void fiveThousandTieBreaksRank() throws InterruptedException {
        String codes = String.join(",", Collections.nCopies(5000, "BH"));
        int[] status = new int[1];
        onSmallStack(() -> status[0] = run("standings", TRF.toString(), "--tiebreaks", codes));
        assertEquals(0, status[0], stderr());
        assertEquals(41, stdout().lines().count(), "a header and 40 players");
    }

    @Test
    void anErrorOfTheJavaMachineIsPrintedAndGivesThree() {
        // a standard output that fails as an exhausted stack would: the command fails inside with an Error, not an
        // Exception (an OutOfMemoryError would do the same, but the test framework itself rethrows that one)
        OutputStream exhausted = new OutputStream() {
            @Override
            public void write(int b) {
                throw new StackOverflowError("exhausted");
            }
        };
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = new CommandLine("1.2.3", new PrintStream(exhausted, true, StandardCharsets.UTF_8),
                new PrintStream(errors, true, StandardCharsets.UTF_8)).run("version");
        assertEquals(ExitStatus.FAILURE, status);
        String printed = errors.toString(StandardCharsets.UTF_8);
        assertTrue(printed.startsWith("arbiter version failed: java.lang.StackOverflowError: exhausted\n"
                + "The Java machine ran out of a resource"), printed);
    }

    @Test
    void anEndlessInputIsRefusedWithAMessage(@TempDir Path dir) throws IOException {
        Path zero = Files.createSymbolicLink(dir.resolve("giai.trf"), Path.of("/dev/zero"));
        assertEquals(ExitStatus.PROBLEMS, run("standings", zero.toString()));
        assertEquals(zero + ": the file is larger than 64 MiB, the most that is read (is it a tournament file?)", stderr().strip());
        assertEquals(ExitStatus.PROBLEMS, run("pair", zero.toString(), "--lang", "vi"));
        assertTrue(stderr().startsWith(zero + ": tệp lớn hơn 64 MiB"), stderr());
        assertEquals("", stdout());
    }

    @Test
    void aFileNameTheSystemCannotEncodeIsAUsageErrorThatSaysWhy() {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        PrintStream stream = new PrintStream(buffer, true, StandardCharsets.UTF_8);
        CommandContext context = new CommandContext(stream, stream, Locale.ENGLISH);
        picocli.CommandLine cli = ArbiterCommand.commandLine("1.2.3", context).getSubcommands().get("standings");
        var file = cli.getCommandSpec().positionalParameters().get(0);
        int status = new UsageErrors(context).handleParseException(new ParameterException(cli, "Invalid value",
                new InvalidPathException("Gi\uFFFD\uFFFD\uFFFDi.trf", "Malformed input or input contains unmappable characters"), file,
                "Gi\uFFFD\uFFFD\uFFFDi.trf"), new String[] {"standings", "Giải.trf"});
        assertEquals(ExitStatus.USAGE, status);
        assertTrue(buffer.toString(StandardCharsets.UTF_8).contains("Invalid value for <file>: Gi\uFFFD\uFFFD\uFFFDi.trf: the name cannot be "
                + "written in the character set of the system"), buffer.toString(StandardCharsets.UTF_8));
    }
}
