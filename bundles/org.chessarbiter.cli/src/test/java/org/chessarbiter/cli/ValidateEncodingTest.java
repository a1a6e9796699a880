package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --encoding auto}: a file that is not UTF-8 is read in the legacy encoding its text reads best in,
 * with a warning at 1:1 naming it, instead of a bad byte; a named encoding is still taken at its word.
 */
class ValidateEncodingTest extends CommandLineHarness {

    private static final Charset CP1258 = Charset.forName("windows-1258");

    /** "Giải cờ Tướng Hà Nội" and "Nguyễn Thị Hương" as Vietnamese Windows writes them: tone marks combining. */
    private static final String EVENT = "Gia\u0309i c\u01a1\u0300 T\u01b0\u01a1\u0301ng Ha\u0300 N\u00f4\u0323i";
    private static final String PLAYER = "Nguy\u00ea\u0303n Thi\u0323 H\u01b0\u01a1ng";

    private List<String> problems() {
        return stderr().lines().filter(l -> l.contains(": error: ") || l.contains(": warning: ")).toList();
    }

    @Test
    void aWindows1258PgnIsDetectedWithAWarningAndReadBothWholeAndStreamed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("vn.pgn");
        Files.write(file, ValidateFixtures.CHESS_OK.replace("\"A\"", "\"" + EVENT + "\"").replace("\"W\"", "\"" + PLAYER + "\"")
                .getBytes(CP1258));
        for (String streamAbove : new String[] {"2097152", "0"}) { // loaded by the language, then streamed
            assertEquals(ExitStatus.OK, run("validate", "--stream-above", streamAbove, "--encoding", "auto", file.toString()), stderr());
            assertEquals(List.of(file + ":1:1: warning: the file is not UTF-8: it was read as windows-1258, the encoding its text "
                    + "reads best in (name the encoding with --encoding if it is another, or save the file in UTF-8) [encoding]"),
                    problems(), stderr());
            assertEquals(ExitStatus.OK, run("validate", "--stream-above", streamAbove, "--encoding", "auto", "--lang", "vi",
                    file.toString()), stderr());
            assertTrue(stderr().lines().anyMatch(l -> l.startsWith(file + ":1:1: ") && l.contains(
                    "tệp không phải UTF-8: đã được đọc theo windows-1258")), stderr());

            assertEquals(ExitStatus.PROBLEMS, run("validate", "--stream-above", streamAbove, "--encoding", "UTF-8", file.toString()));
            assertTrue(problems().get(0).startsWith(file + ":1:12: error: the byte 0xD2"), "a named encoding is not second-guessed: "
                    + stderr());
        }
    }

    @Test
    void aTcvn3OrVisciiPgnIsDetectedAndCanBeNamed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("cu.pgn");
        String game = ValidateFixtures.CHESS_OK.replace("\"A\"", "\"Giải cờ Tướng Hà Nội\"").replace("\"W\"", "\"Nguyễn Thị Hương\"");
        for (String name : new String[] {"TCVN3", "VISCII"}) {
            Files.write(file, game.getBytes(org.chessarbiter.tournament.io.VietnameseCharsets.forName(name)));
            for (String streamAbove : new String[] {"2097152", "0"}) {
                assertEquals(ExitStatus.OK, run("validate", "--stream-above", streamAbove, "--encoding", "auto", file.toString()), stderr());
                assertEquals(List.of(file + ":1:1: warning: the file is not UTF-8: it was read as " + name + ", the encoding its text "
                        + "reads best in (name the encoding with --encoding if it is another, or save the file in UTF-8) [encoding]"),
                        problems(), name + ": " + stderr());
                assertEquals(ExitStatus.OK, run("validate", "--stream-above", streamAbove, "--encoding", name.toLowerCase(),
                        file.toString()), stderr());
                assertEquals(List.of(), problems(), name + " named: " + stderr());
            }
        }
    }

    @Test
    void aWesternWindowsPgnIsWindows1252AndUtf8IsReadWithoutAWord(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("is.pgn");
        Files.write(file, ValidateFixtures.CHESS_OK.replace("\"W\"", "\"\u00de\u00f3rhallsson, \u00der\u00f6stur\"")
                .getBytes(Charset.forName("windows-1252")));
        assertEquals(ExitStatus.OK, run("validate", "--encoding", "auto", file.toString()), stderr());
        assertEquals(1, problems().size(), stderr());
        assertTrue(problems().get(0).contains(": warning: the file is not UTF-8: it was read as windows-1252,"), stderr());

        Files.write(file, ValidateFixtures.CHESS_OK.replace("\"W\"", "\"Nguyễn Thị Hương\"").getBytes(StandardCharsets.UTF_8));
        assertEquals(ExitStatus.OK, run("validate", "--encoding", "auto", file.toString()), stderr());
        assertEquals(List.of(), problems(), stderr());
    }

    @Test
    void aWindows1258TrfIsDetectedByValidateAndByTheStandings(@TempDir Path dir) throws IOException {
        String trf = Files.readString(PairCommandTest.REFERENCE);
        String rest = trf.substring(trf.indexOf('\n'));
        Path file = dir.resolve("giai.trf");
        Files.write(file, ("012 " + EVENT + rest).getBytes(CP1258));
        assertEquals(ExitStatus.OK, run("validate", "--encoding", "auto", file.toString()), stderr());
        assertEquals(1, problems().size(), stderr());
        assertTrue(problems().get(0).startsWith(file + ":1:1: warning: the file is not UTF-8: it was read as windows-1258"), stderr());

        assertEquals(ExitStatus.OK, run("standings", file.toString(), "--encoding", "auto"), stderr());
        assertTrue(stderr().contains("1:1: the file is not UTF-8: it was read as windows-1258"), stderr());

        assertEquals(ExitStatus.PROBLEMS, run("validate", "--encoding", "utf-8", file.toString()));
        assertTrue(problems().get(0).startsWith(file + ":1:8: error: the byte 0xD2 (offset 7) is not valid UTF-8"), stderr());
    }
}
