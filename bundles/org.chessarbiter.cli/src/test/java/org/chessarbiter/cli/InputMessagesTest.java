package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the commands say about a bad input: where (file, line, column), what and why, in English and Vietnamese. */
class InputMessagesTest extends CommandLineHarness {

    private static String player(int number, String name, String points) {
        return String.format("001 %4d      %-33s %4s %3s %11s %10s %4s", number, name, "2000", "VIE", "", "", points);
    }

    @Test
    void aMissingOrForbiddenFileSaysTheReasonOfTheSystem(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("missing.trf");
        assertEquals(ExitStatus.PROBLEMS, run("standings", missing.toString()));
        assertEquals(missing + ": the file cannot be read: no such file", stderr().strip());
        assertEquals(ExitStatus.PROBLEMS, run("standings", missing.toString(), "--lang", "vi"));
        assertEquals(missing + ": không đọc được tệp: không có tệp này", stderr().strip());
        assertEquals(ExitStatus.PROBLEMS, run("check-pairings", dir.toString() + "/"));
        assertTrue(stderr().strip().endsWith("the file cannot be read: it is a folder, not a file"), stderr());
        Assumptions.assumeFalse("root".equals(System.getProperty("user.name")), "root reads any file");
        Path secret = Files.writeString(dir.resolve("secret.trf"), player(1, "A", "0.0"));
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("-w-------"));
        assertEquals(ExitStatus.PROBLEMS, run("pair", secret.toString()));
        assertEquals(secret + ": the file cannot be read: permission denied", stderr().strip());
    }

    @Test
    void aByteThatIsNotUtf8IsLocatedAndAWindows1258ExportIsRead(@TempDir Path dir) throws IOException {
        byte[] name = {'N', 'g', 'u', 'y', (byte) 0xEA, (byte) 0xDE, 'n', ' ', 'V', (byte) 0xE3, 'n', ' ', (byte) 0xC1, 'n', 'h'};
        String line = player(1, "X".repeat(14), "0.0");
        byte[] head = line.substring(0, 14).getBytes(StandardCharsets.US_ASCII);
        byte[] tail = line.substring(28).getBytes(StandardCharsets.US_ASCII);
        byte[] header = "012 Giai co vua\n".getBytes(StandardCharsets.US_ASCII);
        byte[] file = new byte[header.length + head.length + name.length + tail.length + 1];
        int at = 0;
        for (byte[] part : new byte[][] {header, head, name, tail, {'\n'}}) {
            System.arraycopy(part, 0, file, at, part.length);
            at += part.length;
        }
        Path trf = Files.write(dir.resolve("giai-1258.trf"), file);
        assertEquals(ExitStatus.PROBLEMS, run("standings", trf.toString()));
        assertTrue(stderr().startsWith("2:19: the byte 0xEA (offset 34) is not valid UTF-8: the file was read as Latin-1; "
                + "if it was saved in another encoding, name it (--encoding windows-1258"), stderr());
        assertTrue(stderr().contains("\n" + trf + ": 2 problems in the file\n"), "the standings name the file: " + stderr());
        assertEquals(ExitStatus.PROBLEMS, run("pair", trf.toString()));
        assertTrue(stderr().startsWith(trf + ":2:19: the byte 0xEA"), stderr());

        assertEquals(ExitStatus.OK, run("standings", trf.toString(), "--encoding", "windows-1258"), stderr());
        assertTrue(java.text.Normalizer.normalize(stdout(), java.text.Normalizer.Form.NFC).contains("Nguyễn Văn Ánh"), stdout());
        assertEquals(ExitStatus.USAGE, run("standings", trf.toString(), "--encoding", "tcvn-9999"));
        assertTrue(stderr().contains("\nInvalid value for --encoding: tcvn-9999\n"), stderr());
    }

    @Test
    void anEmptyOrHeaderOnlyFileIsAProblemNotARoundOfNobody(@TempDir Path dir) throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.trf"), "");
        assertEquals(ExitStatus.PROBLEMS, run("pair", empty.toString()));
        assertEquals(empty + ":1:1: the file has no player lines (001): it is empty or not a tournament report", stderr().strip());
        assertEquals("", stdout(), "no 'Round 1: 0 boards'");
        Path header = Files.writeString(dir.resolve("header.trf"), "012 Giai co vua\n022 Ha Noi\n");
        assertEquals(ExitStatus.PROBLEMS, run("standings", header.toString(), "--lang", "vi"));
        assertTrue(stderr().startsWith("2:1: tệp không có dòng đấu thủ nào (001)"), stderr());
        assertTrue(stderr().contains(header + ": 1 vấn đề trong tệp"), stderr());
    }

    @Test
    void aWrongPointsColumnIsAWarningOfTheStandingsAsThePairingRefusesIt(@TempDir Path dir) throws IOException {
        String text = PairCommandTest.before(PairCommandTest.REFERENCE, 5);
        int at = text.indexOf("\n001") + 1 + 80; // the points of the first player
        Path wrong = Files.writeString(dir.resolve("wrong.trf"), text.substring(0, at) + " 9.5" + text.substring(at + 4));
        assertEquals(ExitStatus.PROBLEMS, run("pair", wrong.toString()));
        String refused = stderr().strip();
        assertTrue(refused.contains(":81: ") && refused.contains("9.5"), refused);
        assertEquals(ExitStatus.OK, run("standings", wrong.toString()), "a warning, not an error");
        String what = refused.substring(refused.indexOf(":81: "));
        assertTrue(stderr().contains(what), stderr());
        assertFalse(stdout().isEmpty(), "the standings are computed from the results all the same");
    }

    @Test
    void aFloodOfProblemsIsCappedWithASummary(@TempDir Path dir) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 250; i++) {
            lines.add(player(i, "Player " + i, "0.0").replaceFirst("^001 ", "001  ")); // every line shifted by one column
        }
        Path shifted = Files.writeString(dir.resolve("shifted.trf"), String.join("\n", lines) + "\n");
        assertEquals(ExitStatus.PROBLEMS, run("pair", shifted.toString()));
        List<String> printed = stderr().lines().toList();
        assertEquals(101, printed.size(), stderr());
        assertEquals("… and 150 more problems (250 in total); --max-problems 0 prints them all", printed.get(100));
        assertEquals(ExitStatus.PROBLEMS, run("standings", shifted.toString(), "--max-problems", "3", "--lang", "vi"));
        assertEquals(List.of("… và 247 vấn đề nữa (250 tất cả); --max-problems 0 in ra tất cả"),
                stderr().lines().filter(l -> l.startsWith("…")).toList());
        assertEquals(5, stderr().lines().count(), "three problems, the file's line, the summary: " + stderr());
        assertEquals(ExitStatus.PROBLEMS, run("check-pairings", shifted.toString(), "--max-problems", "0"));
        assertEquals(250, stderr().lines().count());
        assertEquals(ExitStatus.USAGE, run("pair", shifted.toString(), "--max-problems", "-1"));
    }

    @Test
    void controlCharactersOfANameAreShownEscaped(@TempDir Path dir) throws IOException {
        String evil = "Evil\u001B[2J\u001B]0;owned\u0007\u0085\u202Ename";
        Path trf = Files.writeString(dir.resolve("evil.trf"), player(1, evil, "0.0") + "\n" + player(2, "Fair Player", "0.0") + "\n");
        assertEquals(ExitStatus.OK, run("standings", trf.toString()), stderr());
        assertTrue(stdout().contains("Evil\\x1B[2J\\x1B]0;owned\\x07\\x85\\u202Ename"), stdout());
        assertFalse(stdout().chars().anyMatch(c -> c < 0x20 && c != '\n'), stdout());
        assertEquals(ExitStatus.OK, run("pair", trf.toString()), stderr());
        assertTrue(stdout().contains("1 Evil\\x1B[2J"), stdout());
        assertTrue(stdout().contains("Fair Player"));
    }
}
