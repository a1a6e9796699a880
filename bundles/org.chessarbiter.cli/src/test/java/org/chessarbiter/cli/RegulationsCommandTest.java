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
 * {@code arbiter regulations check} (the regulations language's validator, compiler-style lines, exit statuses) and
 * {@code arbiter regulations publish} (a printable Điều lệ, written atomically, only from regulations without errors,
 * never over its input).
 */
class RegulationsCommandTest extends CommandLineHarness {

    static final Path TEMPLATES = Path.of("../org.chessarbiter.regulations/templates");
    static final Path SWISS = TEMPLATES.resolve("co-vua-mo-rong-he-thuy-si.dieule");

    private static Path broken(Path dir) throws IOException {
        String text = Files.readString(SWISS, StandardCharsets.UTF_8).replace("hệ_số_phụ BH/C1, BH, SB", "hệ_số_phụ BH/C1, FOO, SB");
        return ValidateFixtures.write(dir, "sai.dieule", text);
    }

    private static int lineOf(Path file, String text) throws IOException {
        String all = Files.readString(file, StandardCharsets.UTF_8);
        return 1 + (int) all.substring(0, all.indexOf(text)).chars().filter(c -> c == '\n').count();
    }

    @Test
    void theTemplatesCheckClean() {
        assertEquals(ExitStatus.OK, run("regulations", "check", SWISS.toString(), TEMPLATES.resolve("co-tuong-vong-tron.dieule").toString(),
                TEMPLATES.resolve("co-tuong-dong-doi.dieule").toString()), stderr());
        assertTrue(stderr().contains("Checked 3 files") && stderr().contains("no errors, no warnings"), stderr());
    }

    @Test
    void anErrorIsALocatedLineAndExitStatus1(@TempDir Path dir) throws IOException {
        Path bad = broken(dir);
        assertEquals(ExitStatus.PROBLEMS, run("regulations", "check", bad.toString()), stderr());
        String line = stderr().lines().filter(l -> l.contains(": error: ")).findFirst().orElseThrow(() -> new AssertionError(stderr()));
        assertTrue(line.startsWith(bad + ":" + lineOf(bad, "hệ_số_phụ") + ":"), line);
        assertTrue(line.contains("FOO") && line.matches(".*\\[[A-Za-z]+\\]$"), line);
        assertTrue(stderr().contains("1 error"), stderr());
    }

    @Test
    void warningsFailOnlyWhenAskedTo(@TempDir Path dir) throws IOException {
        Path short_ = ValidateFixtures.write(dir, "ngan.dieule", "điều_lệ g \"G\"\nmục_đích \"1\" {\n\t\"Giải\"\n}\n");
        assertEquals(ExitStatus.OK, run("regulations", "check", short_.toString()), stderr());
        assertTrue(stderr().contains(": warning: "), "the missing sections are warnings: " + stderr());
        assertEquals(ExitStatus.PROBLEMS, run("regulations", "check", "--warnings-as-errors", short_.toString()), stderr());
    }

    @Test
    void onlyRegulationsAreChecked(@TempDir Path dir) throws IOException {
        Path trf = ValidateFixtures.write(dir, "giai.trf", "012 Giai\n");
        assertEquals(ExitStatus.USAGE, run("regulations", "check", trf.toString()));
        assertTrue(stderr().contains(trf + ": not a regulations document (*.dieule)"), stderr());
        assertEquals(ExitStatus.USAGE, run("regulations", "publish", trf.toString(), "--html", dir.resolve("x.html").toString()));
    }

    @Test
    void publishWritesThePrintableDieuLe(@TempDir Path dir) throws IOException {
        Path page = dir.resolve("dieu-le.html");
        assertEquals(ExitStatus.OK, run("--lang", "vi", "regulations", "publish", SWISS.toString(), "--html", page.toString()), stderr());
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertTrue(html.contains("<h1>ĐIỀU LỆ</h1>") && html.contains("<h2>I. Mục đích ý nghĩa và tên giải</h2>"), html);
        assertTrue(html.contains("href=\"#cite-fide2018.9.6.1\"") && html.contains("<li id=\"cite-fide2018.9.6.1\""), "citations linked");
        assertTrue(stderr().contains("Đã ghi " + page), stderr());
        assertEquals(List.of("dieu-le.html"), files(dir), "the page alone, no temporary file left");
    }

    @Test
    void regulationsWithErrorsAreNotPublished(@TempDir Path dir) throws IOException {
        Path bad = broken(dir);
        Path page = dir.resolve("sai.html");
        assertEquals(ExitStatus.PROBLEMS, run("regulations", "publish", bad.toString(), "--html", page.toString()), stderr());
        assertTrue(stderr().contains(": error: ") && stderr().contains(page + " not written: the regulations have errors"), stderr());
        assertFalse(Files.exists(page));
    }

    @Test
    void publishNeverOverwritesItsInputAndSaysWhyItCannotWrite(@TempDir Path dir) throws IOException {
        Path input = ValidateFixtures.write(dir, "dieu-le.dieule", Files.readString(SWISS, StandardCharsets.UTF_8));
        String before = Files.readString(input, StandardCharsets.UTF_8);
        assertEquals(ExitStatus.USAGE, run("regulations", "publish", input.toString(), "--html", input.toString()));
        assertEquals(before, Files.readString(input, StandardCharsets.UTF_8), "the regulations are untouched");
        assertEquals(ExitStatus.FAILURE, run("regulations", "publish", input.toString(), "--html",
                input.resolve("not-a-folder/x.html").toString()), stderr());
        assertEquals(ExitStatus.USAGE, run("regulations", "publish", input.toString()), "--html is required");
    }

    @Test
    void standingsRankByTheTieBreaksOfTheRegulationsBeside(@TempDir Path dir) throws IOException {
        Path trf = dir.resolve("giai.trf");
        Files.copy(Path.of("../../examples/workspace/giai-mau/giai-mau.trf"), trf);
        ValidateFixtures.write(dir, "dieu-le.dieule", "regulations g \"G\"\ntiebreaks SB, WIN, BH edition 2024\n");
        assertEquals(ExitStatus.OK, run("standings", trf.toString()), stderr());
        assertTrue(header().endsWith(" SB      WIN       BH"), header());
        assertEquals(ExitStatus.OK, run("standings", trf.toString(), "--tiebreaks", "BH"), stderr());
        assertTrue(header().endsWith(" BH") && !header().contains("SB"), "--tiebreaks wins: " + header());

        ValidateFixtures.write(dir, "dieu-le.dieule", "regulations g \"G\"\ntiebreaks\n");
        assertEquals(ExitStatus.OK, run("standings", trf.toString()), stderr());
        assertTrue(stderr().contains("its settings are not used"), stderr());
        assertFalse(header().contains(" SB"), header());
    }

    @Test
    void standingsScoreAsTheRegulationsSay(@TempDir Path dir) throws IOException {
        Path trf = dir.resolve("giai.trf");
        Files.copy(Path.of("../../examples/workspace/giai-mau/giai-mau.trf"), trf);
        assertEquals(ExitStatus.OK, run("standings", trf.toString(), "--tiebreaks", "WIN"), stderr());
        List<String> fide = scores();
        ValidateFixtures.write(dir, "dieu-le.dieule", "regulations g \"G\"\nscoring win 2 draw 1 loss 0 exception \"two points a win\"\n");
        assertEquals(ExitStatus.OK, run("standings", trf.toString(), "--tiebreaks", "WIN"), stderr());
        List<String> doubled = fide.stream().map(s -> new java.math.BigDecimal(s).multiply(java.math.BigDecimal.TWO)
                .stripTrailingZeros().toPlainString()).toList();
        assertEquals(doubled, scores(), "a win scores 2, a draw 1: every score doubles");
    }

    /** The score column of the table (the one before the last, WIN). */
    private List<String> scores() {
        return stdout().lines().skip(1).map(l -> l.trim().split("\\s+"))
                .map(c -> new java.math.BigDecimal(c[c.length - 2]).stripTrailingZeros().toPlainString()).toList();
    }

    @Test
    void theCommandsHaveTheirHelpInEnglishAndVietnamese() {
        for (String command : List.of("check", "publish")) {
            assertEquals(ExitStatus.OK, run("regulations", command, "--help"), stderr());
            assertTrue(stdout().startsWith("Usage: arbiter regulations " + command), stdout());
            assertEquals(ExitStatus.OK, run("--lang", "vi", "regulations", command, "--help"), stderr());
            assertTrue(stdout().startsWith("Cách dùng: arbiter regulations " + command) && stdout().contains("điều lệ"), stdout());
        }
        assertEquals(ExitStatus.OK, run("regulations"));
        assertTrue(stdout().contains("  check ") && stdout().contains("  publish "), "without a command its help: " + stdout());
    }

    private String header() {
        return stdout().lines().findFirst().orElse("").stripTrailing();
    }

    private static List<String> files(Path dir) throws IOException {
        try (var s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
