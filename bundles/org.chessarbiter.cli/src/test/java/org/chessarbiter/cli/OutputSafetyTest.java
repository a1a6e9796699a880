package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * F2-F4, F6: an output never destroys an input of another kind, keeps the target's permissions,
 * writes through a symbolic link, and a file the format cannot hold is refused before anything is written.
 */
class OutputSafetyTest extends CommandLineHarness {

    @Test
    void theStandingsPageCannotOverwriteTheTournament(@TempDir Path dir) throws IOException {
        Path trf = dir.resolve("giai.trf");
        Files.copy(PairCommandTest.REFERENCE, trf);
        byte[] before = Files.readAllBytes(trf);
        assertEquals(ExitStatus.USAGE, run("standings", trf.toString(), "--html", trf.toString()));
        assertTrue(stderr().contains("\nInvalid command line: " + trf + " is also an input of the command; choose another output file\n"),
                stderr());
        Path link = Files.createSymbolicLink(dir.resolve("page.html"), trf);
        assertEquals(ExitStatus.USAGE, run("standings", trf.toString(), "--html", link.toString(), "--lang", "vi"));
        assertTrue(stderr().contains("cũng là một tệp đầu vào của lệnh"), stderr());
        assertEquals("", stdout(), "refused before anything is done");
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(trf)), "the tournament is intact");
    }

    @Test
    void everyOutputKeepsThePermissionsOfTheFileItReplaces(@TempDir Path dir) throws IOException {
        Path before = dir.resolve("before5.trf");
        Files.writeString(before, PairCommandTest.before(PairCommandTest.REFERENCE, 5));
        Path out = Files.writeString(dir.resolve("out.trf"), "old");
        Path page = Files.writeString(dir.resolve("page.html"), "old");
        Path generated = Files.writeString(dir.resolve("gen.trf"), "old");
        for (Path p : new Path[] {out, page, generated}) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r--r--"));
        }
        assertEquals(0, run("pair", before.toString(), "--out", out.toString()), stderr());
        assertEquals(0, run("standings", before.toString(), "--html", page.toString()), stderr());
        assertEquals(0, run("generate", "--players", "8", "--rounds", "2", generated.toString()), stderr());
        for (Path p : new Path[] {out, page, generated}) {
            assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(p)), p.toString());
            assertFalse(Files.readString(p).equals("old"), p.toString());
        }
    }

    @Test
    void anOutputThatIsALinkStaysALink(@TempDir Path dir) throws IOException {
        Path before = dir.resolve("before5.trf");
        Files.writeString(before, PairCommandTest.before(PairCommandTest.REFERENCE, 5));
        Path real = Files.createDirectories(dir.resolve("rounds")).resolve("round5.trf");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("current.trf"), Path.of("rounds/round5.trf"));
        assertEquals(0, run("pair", before.toString(), "--out", link.toString()), stderr());
        assertTrue(Files.isSymbolicLink(link));
        assertTrue(Files.readString(real).contains("XXR"), "the file linked to has the new round");
        try (var files = Files.list(dir.resolve("rounds"))) {
            assertEquals(1, files.count(), "no temporary file left");
        }
    }

    @Test
    void tenThousandPlayersAreRefusedBeforeAnythingIsWritten(@TempDir Path dir) {
        Path target = dir.resolve("big.trf");
        assertEquals(ExitStatus.USAGE, run("generate", "--players", "10000", "--rounds", "1", target.toString()));
        assertTrue(stderr().contains("--players 10000: a TRF file holds at most 9999 players (four-digit start numbers); nothing was written"),
                stderr());
        assertFalse(Files.exists(target));
    }
}
