package org.chessarbiter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbiter validate}: each kind of file with the checks of the editor and the build, a failing and a
 * passing input of each; the exit statuses; folders; missing files with the system's reason.
 */
class ValidateCommandTest extends CommandLineHarness {

    /** The problem lines of the last run (the summary and other lines left out). */
    private List<String> problems() {
        return stderr().lines().filter(l -> l.contains(": error: ") || l.contains(": warning: ")).toList();
    }

    private void passes(Path file) {
        assertEquals(ExitStatus.OK, run("validate", file.toString()), stderr());
        assertEquals(List.of(), problems().stream().filter(l -> l.contains(": error: ")).toList(), stderr());
        assertTrue(stderr().contains("Checked 1 file"), stderr());
    }

    private String fails(Path file) {
        assertEquals(ExitStatus.PROBLEMS, run("validate", file.toString()), stderr());
        String first = problems().stream().filter(l -> l.contains(": error: ")).findFirst().orElseThrow(() -> new AssertionError(stderr()));
        assertTrue(first.startsWith(file + ":"), first);
        assertTrue(first.matches(".*: error: .+ \\[[A-Za-z]+\\]"), first);
        return first;
    }

    @Test
    void chessAndXiangqiPgn(@TempDir Path dir) throws IOException {
        passes(ValidateFixtures.write(dir, "ok.pgn", ValidateFixtures.CHESS_OK));
        String bad = fails(ValidateFixtures.write(dir, "bad.pgn", ValidateFixtures.CHESS_BAD));
        assertTrue(bad.startsWith(dir.resolve("bad.pgn") + ":4:13: error: ") && bad.contains("Ke3") && bad.endsWith("[illegalMove]"), bad);
        passes(ValidateFixtures.write(dir, "xq-ok.pgn", ValidateFixtures.XIANGQI_OK));
        String xq = fails(ValidateFixtures.write(dir, "xq-bad.pgn", ValidateFixtures.XIANGQI_BAD));
        assertTrue(xq.startsWith(dir.resolve("xq-bad.pgn") + ":5:"), xq);
        assertTrue(stderr().contains("(1 game)"), stderr());
    }

    /**
     * A scoresheet numbering its moves "1)" (a xiangqi round of the examples) gets the same problems read game by game
     * as read whole by its language: none of its move numbers is taken for the end of a variation.
     */
    @Test
    void aScoresheetReadGameByGameHasTheProblemsOfItsLanguage(@TempDir Path dir) throws IOException {
        Path round = ValidateFixtures.EXAMPLES.resolve("../co-tuong-vong-tron-2026/van/vong-1.bienban");
        assertTrue(Files.readString(round).contains(" 2) "), "the scoresheet numbers its moves so");
        Path copy = ValidateFixtures.write(dir, "vong-1.bienban", Files.readString(round)); // no regulations beside it
        run("validate", copy.toString());
        List<String> whole = problems();
        run("validate", "--stream-above", "0", copy.toString());
        assertEquals(whole, problems(), stderr());
        assertFalse(stderr().contains("[syntax]"), stderr());
    }

    /**
     * A game file with regulations beside it, read game by game and read whole, gets the same problems: a game without
     * a TimeControl tag has its clock readings checked against the regulations' time control (FIDE 2018 6.3.1), and
     * is warned about when two regulations of the folder disagree on it.
     */
    @Test
    void aGameFileReadGameByGameIsCheckedAgainstTheRegulationsBesideIt(@TempDir Path dir) throws IOException {
        String rules = Files.readString(ValidateFixtures.EXAMPLES.resolve("dieu-le.dieule"));
        assertTrue(rules.contains("pgn \"5400+30\""), "the regulations name 90 minutes and 30 seconds a move");
        ValidateFixtures.write(dir, "dieu-le.dieule", rules);
        Path games = ValidateFixtures.write(dir, "van.pgn", "[Event \"x\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                + "1. e4 {[%clk 1:30:20]} e5 {[%clk 2:10:00]} 2. Nf3 {[%clk 1:30:30]} *\n");
        for (String format : new String[] {"text", "json"}) {
            assertEquals(ExitStatus.PROBLEMS, run("validate", "--format", format, games.toString()), stderr());
            String whole = stdout() + problems();
            assertTrue(whole.contains("clockReading"), whole);
            assertEquals(ExitStatus.PROBLEMS, run("validate", "--format", format, "--stream-above", "0", games.toString()), stderr());
            assertEquals(whole, stdout() + problems(), format);
        }
        ValidateFixtures.write(dir, "dieu-le-2.dieule", rules.replace("pgn \"5400+30\"", "pgn \"3600+30\"")
                .replace("90 phút", "60 phút"));
        for (String format : new String[] {"text", "json"}) {
            run("validate", "--format", format, games.toString());
            String whole = stdout() + problems();
            assertTrue(whole.contains("regulationsDisagree") && !whole.contains("clockReading"), whole);
            run("validate", "--format", format, "--stream-above", "0", games.toString());
            assertEquals(whole, stdout() + problems(), format);
        }
    }

    @Test
    void scoresheetsRegulationsAndLawTexts(@TempDir Path dir) throws IOException {
        passes(ValidateFixtures.EXAMPLES.resolve("van-mau.bienban"));
        String game = Files.readString(ValidateFixtures.EXAMPLES.resolve("van-mau.bienban"));
        fails(ValidateFixtures.write(dir, "sai.bienban", game.replace("2.c4 e6", "2.c5 e6")));

        passes(ValidateFixtures.EXAMPLES.resolve("dieu-le.dieule"));
        String rules = Files.readString(ValidateFixtures.EXAMPLES.resolve("dieu-le.dieule"));
        // the example's regulations cite the law library (no law text beside them); the rounds are its "số_vòng" statement
        int roundsLine = 1 + (int) rules.substring(0, rules.indexOf("số_vòng 5")).chars().filter(c -> c == '\n').count();
        String tooMany = fails(ValidateFixtures.write(dir, "sai.dieule", rules.replace("số_vòng 5", "số_vòng 99999999999999999999")));
        assertTrue(tooMany.startsWith(dir.resolve("sai.dieule") + ":" + roundsLine + ":"), tooMany);
        assertFalse(tooMany.contains("For input string"), tooMany);
        List<Integer> lines = problems().stream().map(l -> Integer.parseInt(l.substring(dir.resolve("sai.dieule").toString().length() + 1)
                .split(":")[0])).toList();
        assertTrue(lines.size() > 1, stderr());
        assertEquals(lines.stream().sorted().toList(), lines, "the language's problems in the order of the text: " + stderr());

        passes(ValidateFixtures.LAW_LIBRARY.resolve("fide2018.luat"));
        fails(ValidateFixtures.write(dir, "sai.luat", "law x \"X\"\narticle\n"));
    }

    @Test
    void trfAndTournamentFiles(@TempDir Path dir) throws IOException {
        passes(PairCommandTest.REFERENCE);
        fails(ValidateFixtures.write(dir, "sai.trf", "012 Giai co vua\n022 Ha Noi\n"));
        passes(ValidateFixtures.tournament(dir, "giai.tournament"));
        fails(ValidateFixtures.write(dir, "sai.tournament", "<not a tournament"));
    }

    @Test
    void aRepeatedTagIsReportedAtItsNameWhetherTheFileIsLoadedByTheLanguageOrStreamed(@TempDir Path dir) throws IOException {
        Path file = ValidateFixtures.write(dir, "twice.pgn", ValidateFixtures.CHESS_OK.replace("[Black", "[White \"X\"]\n[Black"));
        assertEquals(ExitStatus.PROBLEMS, run("validate", file.toString()), stderr());
        List<String> loaded = problems();
        assertEquals(List.of(file + ":3:2: error: The tag \"White\" appears more than once in this game. [duplicateTag]"), loaded,
                stderr());
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--stream-above", "0", file.toString()), stderr());
        assertEquals(loaded, problems(), "streamed game by game, the same finding: " + stderr());
    }

    @Test
    void exitStatusesAndWarningsAsErrors(@TempDir Path dir) throws IOException {
        String trf = Files.readString(PairCommandTest.REFERENCE);
        // a points column that disagrees with the results: a warning for the build and standings
        String[] lines = trf.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("001 ")) {
                lines[i] = lines[i].substring(0, 80) + " 9.5" + lines[i].substring(84);
                break;
            }
        }
        Path warned = ValidateFixtures.write(dir, "warned.trf", String.join("\n", lines));
        assertEquals(ExitStatus.OK, run("validate", warned.toString()), stderr());
        assertTrue(stderr().contains(": warning: "), stderr());
        assertTrue(stderr().contains("no errors, 1 warning"), stderr());
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--warnings-as-errors", warned.toString()), stderr());

        assertEquals(ExitStatus.OK, run("validate", "--help"));
        assertTrue(stdout().contains("the character encoding of the text files"), "validate reads more than TRF files: " + stdout());
        assertEquals(ExitStatus.USAGE, run("validate"));
        assertTrue(stderr().contains("Missing: <file|folder>"), stderr());
        assertEquals(ExitStatus.USAGE, run("validate", "--format", "xml", warned.toString()));
        assertTrue(stderr().contains("Invalid value for --format: xml"), stderr());
        assertEquals(ExitStatus.USAGE, run("validate", "--threads", "0", warned.toString()));
        assertEquals(ExitStatus.USAGE, run("validate", "--encoding", "no-such-charset", warned.toString()));
        assertEquals("", stdout());
    }

    @Test
    void aMissingFileGivesTheSystemsReasonAndAFileOfAnotherKindNamedIsRefused(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("missing.pgn");
        assertEquals(ExitStatus.PROBLEMS, run("validate", missing.toString()));
        assertEquals(missing + ": error: the file cannot be read: no such file [io]", problems().get(0));
        assertEquals(ExitStatus.PROBLEMS, run("validate", missing.toString(), "--lang", "vi"));
        assertTrue(stderr().startsWith(missing + ": lỗi: không đọc được tệp: không có tệp này [io]"), stderr());
        Path other = ValidateFixtures.write(dir, "notes.txt", "hello");
        assertEquals(ExitStatus.PROBLEMS, run("validate", other.toString()));
        assertTrue(stderr().startsWith(other + ": error: not a kind of file that is checked"), stderr());
    }

    @Test
    void foldersAreWalkedInNameOrderOtherKindsLeftOutAndLinkLoopsAreSafe(@TempDir Path dir) throws IOException {
        ValidateFixtures.write(dir, "b/bad.pgn", ValidateFixtures.CHESS_BAD);
        ValidateFixtures.write(dir, "a/ok.pgn", ValidateFixtures.CHESS_OK);
        ValidateFixtures.write(dir, "a/deep/xq-bad.pgn", ValidateFixtures.XIANGQI_BAD);
        ValidateFixtures.write(dir, "a/readme.md", "# not checked");
        Files.createSymbolicLink(dir.resolve("a/deep/loop"), dir.resolve("a"));
        assertEquals(ExitStatus.PROBLEMS, run("validate", dir.toString()));
        List<String> found = problems();
        assertEquals(2, found.size(), stderr());
        assertTrue(found.get(0).startsWith(dir.resolve("a/deep/xq-bad.pgn") + ":"), stderr());
        assertTrue(found.get(1).startsWith(dir.resolve("b/bad.pgn") + ":4:13:"), stderr());
        assertTrue(stderr().contains("Checked 3 files (3 games): 2 errors, no warnings; 2 files of other kinds left out."), stderr());
        assertFalse(stderr().contains("left out (not"), "only --verbose names them");
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--verbose", dir.toString()));
        assertTrue(stderr().contains(dir.resolve("a/readme.md") + ": left out (not a kind of file that is checked)"), stderr());
        assertEquals(ExitStatus.PROBLEMS, run("validate", "--lang", "vi", dir.toString()));
        assertTrue(stderr().contains("Đã kiểm tra 3 tệp (3 ván): 2 lỗi, 0 cảnh báo; bỏ qua 2 tệp loại khác."), stderr());
    }

    @Test
    void aWindows1258FileIsReadWithItsEncodingAndItsFirstBadByteIsLocatedWithout(@TempDir Path dir) throws IOException {
        // "Nguyễn Văn" as Windows writes it: ê then the combining tilde (0xDE), ă as 0xE3
        byte[] name = {'N', 'g', 'u', 'y', (byte) 0xEA, (byte) 0xDE, 'n', ' ', 'V', (byte) 0xE3, 'n'};
        String[] parts = ValidateFixtures.CHESS_OK.split("W\"", 2);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        bytes.write(parts[0].getBytes(StandardCharsets.US_ASCII));
        bytes.write(name);
        bytes.write('"');
        bytes.write(parts[1].getBytes(StandardCharsets.US_ASCII));
        Path file = dir.resolve("vn.pgn");
        Files.write(file, bytes.toByteArray());
        for (String streamAbove : new String[] {"2097152", "0"}) { // loaded by the language, then streamed
            assertEquals(ExitStatus.PROBLEMS, run("validate", "--stream-above", streamAbove, file.toString()), stderr());
            String bad = problems().get(0);
            assertTrue(bad.startsWith(file + ":2:13: error: the byte 0xEA (offset 24) is not valid UTF-8"), bad);
            assertTrue(bad.contains("--encoding windows-1258") && bad.endsWith("[encoding]"), bad);
            assertEquals(ExitStatus.OK, run("validate", "--stream-above", streamAbove, "--encoding", "windows-1258", file.toString()),
                    stderr());
            assertEquals(List.of(), problems(), stderr());
        }
        Files.writeString(file, ValidateFixtures.CHESS_OK.replace("\"W\"", "\"Nguyễn Văn\""), StandardCharsets.UTF_8);
        assertEquals(ExitStatus.OK, run("validate", file.toString()), stderr());
    }
}
