package org.chessarbiter.workspace.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.pairing.generate.GenerationResult;
import org.chessarbiter.pairing.generate.GeneratorConfig;
import org.chessarbiter.pairing.generate.RandomTournamentGenerator;
import org.chessarbiter.pairing.trf.TrfPairingWriter;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading, pairing, checking and writing a TRF file headlessly, with problems as values. */
class PairingOperationTest {

    /** The pairing bundle's reference data (read, not copied): paired by bbpPairings v6.0.0, system line FIDE_DUTCH_2025. */
    private static final Path REFERENCE = Path.of(
            "../org.chessarbiter.pairing/src/test/resources/org/chessarbiter/pairing/dutch/reference/gen-01001-p012-r05.trf");

    /** Paired with the 2017 edition by bbpPairings v5.0.1, without a system line; its round 3 differs under the 2026 rules. */
    private static final Path EDITION_2017 = Path.of(
            "../org.chessarbiter.pairing/src/test/resources/org/chessarbiter/pairing/dutch/edition2017/e2017-17039-p011-r09.trf.gz");

    private static final PairingOverrides ASK_2017 = new PairingOverrides(Optional.of(DutchEdition.FIDE_2017), false);

    /** A random tournament of {@code rounds} rounds paired by the Dutch engine, saved through the operation. */
    private static Path generated(Path dir, int players, int rounds, boolean baku) {
        GenerationResult g = RandomTournamentGenerator.generate(
                new GeneratorConfig(players, rounds, 11, 1200, 2700, 0.3, 0.05, 0, 0, 0, Colour.WHITE), new DutchSystem(), baku);
        assertTrue(g.complete(), g.errors().toString());
        Path file = dir.resolve("generated.trf");
        assertTrue(PairingOperation.save(TrfPairingWriter.of(g.record(), "Generated"), file).isOk());
        return file;
    }

    private static List<String> boards(List<Board> boards) {
        return boards.stream().map(b -> b.white() + "-" + b.black()).sorted().toList();
    }

    @Test
    void pairsTheNextRoundWritesItAtomicallyAndPairsItAgainWhileItHasNoResults(@TempDir Path dir) {
        Path file = generated(dir, 13, 4, false);
        ParseResult<PairedRound> paired = PairingOperation.pair(file, 0, PairingOverrides.NONE);
        assertTrue(paired.isOk(), paired.problems().toString());
        assertEquals(5, paired.value().pairing().round());
        assertEquals(6, paired.value().pairing().boards().size());
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2026, false), paired.value().policy());
        assertFalse(paired.value().pairing().explanation().text(Locale.ENGLISH).isBlank());

        Path written = dir.resolve("after.trf");
        assertEquals(written, PairingOperation.write(paired.value(), written).value());
        ParseResult<PairingInput> back = PairingOperation.read(written);
        assertTrue(back.isOk(), back.problems().toString());
        assertEquals(5, back.value().tournament().pairedRounds());
        assertFalse(back.value().tournament().hasResults(5));
        assertEquals(boards(paired.value().pairing().boards()), boards(back.value().tournament().record().recordedBoards(5)));
        assertEquals(List.of(), leftovers(dir), "no temporary file is left behind");

        ParseResult<PairedRound> again = PairingOperation.pair(back.value(), 5, PairingOverrides.NONE);
        assertTrue(again.isOk(), again.problems().toString());
        assertEquals(boards(paired.value().pairing().boards()), boards(again.value().pairing().boards()));
    }

    private static List<String> leftovers(Path dir) {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aPublishedRoundIsAProblemAtTheRoundAndNothingIsPaired() {
        ParseResult<PairedRound> paired = PairingOperation.pair(REFERENCE, 4, PairingOverrides.NONE);
        assertFalse(paired.isOk());
        Problem p = paired.problems().get(0);
        assertEquals(ProblemKind.ILLEGAL, p.kind());
        assertEquals("round", p.location().toString());
        assertEquals("round 4 already has results: a published round is never paired again", p.message().format(Locale.ENGLISH));
        assertTrue(p.message().format(Locale.forLanguageTag("vi")).startsWith("vòng 4 đã có kết quả"), p.message().format(Locale.forLanguageTag("vi")));
    }

    @Test
    void noLegalPairingIsAProblemNamingTheCriterion(@TempDir Path dir) throws IOException {
        // four players, three rounds played: everyone has met everyone (C1 forbids a fourth round)
        Path file = dir.resolve("rr.trf");
        Files.writeString(file, String.join("\n",
                "001    1      A                                 2400                             3.0    1     2 w 1     3 b 1     4 w 1",
                "001    2      B                                 2300                             2.0    2     1 b 0     4 w 1     3 b 1",
                "001    3      C                                 2200                             1.0    3     4 b 1     1 w 0     2 w 0",
                "001    4      D                                 2100                             0.0    4     3 w 0     2 b 0     1 b 0",
                "XXR 5") + "\n");
        ParseResult<PairedRound> paired = PairingOperation.pair(file, 0, PairingOverrides.NONE);
        assertFalse(paired.isOk());
        assertTrue(paired.problems().stream().allMatch(Problem::isError));
        assertTrue(paired.problems().stream().anyMatch(p -> p.message().format(Locale.ENGLISH).contains("C1 (no rematch)")),
                paired.problems().toString());
    }

    @Test
    void anInconsistentFileIsNeverPaired(@TempDir Path dir) throws IOException {
        String bad = Files.readString(REFERENCE).replaceFirst("(?m)^(001    2.{72})....", "$1 9.5");
        Path file = dir.resolve("bad.trf");
        Files.writeString(file, bad);
        ParseResult<PairingInput> read = PairingOperation.read(file);
        assertFalse(read.isOk());
        Problem p = read.error().orElseThrow();
        assertEquals(3, p.location().line());
        assertEquals(81, p.location().column());
        assertTrue(p.message().format(Locale.ENGLISH).contains("player 2 is declared with 9.5 points"), p.toString());
        assertFalse(PairingOperation.check(file, PairingOverrides.NONE).isOk());
    }

    @Test
    void anUnreadableFileIsAnIoProblemAtTheFile(@TempDir Path dir) {
        Path missing = dir.resolve("missing.trf");
        ParseResult<PairedRound> paired = PairingOperation.pair(missing, 0, PairingOverrides.NONE);
        assertFalse(paired.isOk());
        Problem p = paired.problems().get(0);
        assertEquals(ProblemKind.IO, p.kind());
        assertEquals(missing.toString(), p.location().field());
        assertTrue(p.message().format(Locale.ENGLISH).startsWith("the file cannot be read: "), p.toString());
        assertTrue(p.message().format(Locale.forLanguageTag("vi")).startsWith("không đọc được tệp: "), p.toString());
    }

    @Test
    void aFailedWriteLeavesNoFileAndIsAnIoProblem(@TempDir Path dir) throws IOException {
        Path file = generated(dir, 8, 2, false);
        ParseResult<PairedRound> paired = PairingOperation.pair(file, 0, PairingOverrides.NONE);
        Path blocker = dir.resolve("not-a-folder");
        Files.writeString(blocker, "x");
        Path target = blocker.resolve("out.trf");
        ParseResult<Path> written = PairingOperation.write(paired.value(), target);
        assertFalse(written.isOk());
        assertEquals(ProblemKind.IO, written.problems().get(0).kind());
        assertFalse(Files.exists(target));
    }

    @Test
    void checksEveryRoundAgainstTheReferenceEngine(@TempDir Path dir) throws IOException {
        ParseResult<CheckedPairings> checked = PairingOperation.check(REFERENCE, PairingOverrides.NONE);
        assertTrue(checked.isOk(), checked.problems().toString());
        assertEquals(DutchEdition.FIDE_2026, checked.value().policy().edition(), "FIDE_DUTCH_2025 names the 2026 rules");
        assertEquals(5, checked.value().report().rounds());
        assertTrue(checked.value().report().allAgree(), checked.value().report().differences().toString());

        // round 5, board of players 1 and 3: colours swapped in the file
        String text = Files.readString(REFERENCE).replace("     3 w 1\n", "     3 b 1\n").replace("     1 b 0\n", "     1 w 0\n");
        Path swapped = dir.resolve("swapped.trf");
        Files.writeString(swapped, text);
        CheckedPairings differs = PairingOperation.check(swapped, PairingOverrides.NONE).value();
        assertEquals(4, differs.report().agreeing());
        assertTrue(differs.report().differences().stream().allMatch(d -> d.round() == 5), differs.report().differences().toString());
    }

    @Test
    void theEditionComesFromTheSystemLineUnlessAskedFor(@TempDir Path dir) throws IOException {
        String text;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(EDITION_2017))) {
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        Path plain = dir.resolve("e2017.trf");
        Files.writeString(plain, text);
        CheckedPairings asRules2026 = PairingOperation.check(plain, PairingOverrides.NONE).value();
        assertEquals(DutchEdition.FIDE_2026, asRules2026.policy().edition());
        assertEquals(8, asRules2026.report().agreeing());
        CheckedPairings asked = PairingOperation.check(plain, ASK_2017).value();
        assertEquals(9, asked.report().agreeing());

        Path named = dir.resolve("e2017-named.trf");
        Files.writeString(named, "192 FIDE_DUTCH_2017\n" + text);
        CheckedPairings byFile = PairingOperation.check(named, PairingOverrides.NONE).value();
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2017, false), byFile.policy());
        assertEquals(9, byFile.report().agreeing());
        assertNotEquals(asRules2026.report().agreeing(), byFile.report().agreeing());
    }

    @Test
    void theBakuAccelerationComesFromTheSystemLine(@TempDir Path dir) throws IOException {
        Path file = generated(dir, 16, 3, true);
        Path named = dir.resolve("baku.trf");
        Files.writeString(named, "192 FIDE_DUTCH_2026_BAKU\n" + Files.readString(file));
        PairedRound paired = PairingOperation.pair(named, 0, PairingOverrides.NONE).value();
        assertEquals(new PairingPolicy(DutchEdition.FIDE_2026, true), paired.policy());
        assertEquals(PairingOperation.pair(file, 0, new PairingOverrides(Optional.empty(), true)).value().pairing().boards(),
                paired.pairing().boards());
    }

    /** Regulations naming a team system the operation cannot pair: a problem, never a round paired by another system. */
    @Test
    void aTeamSystemThatCannotBePairedIsAProblemNotAnotherSystem(@TempDir Path dir) throws IOException {
        Path file = generated(dir, 13, 4, false);
        String before = Files.readString(file);
        Files.writeString(dir.resolve("dieu-le.dieule"), "regulations doi \"Giải đồng đội\"\nsystem TEAM_MODIFIED_SWISS boards 4\n");
        ParseResult<PairedRound> paired = PairingOperation.pair(file, 0, PairingOverrides.NONE);
        assertFalse(paired.isOk());
        Problem p = paired.problems().get(paired.problems().size() - 1);
        assertEquals("the regulations name the system TEAM_MODIFIED_SWISS, which cannot be paired yet: give the system to pair with --system",
                p.message().format(Locale.ENGLISH));
        assertTrue(p.message().format(Locale.forLanguageTag("vi")).startsWith("điều lệ ghi hệ thi đấu TEAM_MODIFIED_SWISS"));
        assertEquals(before, Files.readString(file));
        Files.writeString(dir.resolve("dieu-le.dieule"), "regulations doi \"Giải đồng đội\"\nsystem FIDE_DUTCH_2026\n");
        ParseResult<PairedRound> dutch = PairingOperation.pair(file, 0, PairingOverrides.NONE);
        assertTrue(dutch.isOk(), dutch.problems().toString());
        assertEquals(SystemChoice.DUTCH, dutch.value().policy().choice());
        assertFalse(SystemChoice.pairs("TEAM_MODIFIED_SWISS"));
        assertTrue(SystemChoice.pairs("TEAM_DOUBLE_ROUND_ROBIN"));
    }

    /** The team systems of the regulations (000 Part 2 Art. 16.3, 16.5) are paired as those very systems. */
    @Test
    void theTeamDutchAndTheTeamKnockoutOfTheRegulationsArePaired() {
        assertEquals(SystemChoice.TEAM_DUTCH, SystemChoice.fromCode("TEAM_DUTCH_2026").orElseThrow());
        assertEquals(SystemChoice.TEAM_KNOCKOUT, SystemChoice.fromCode("TEAM_KNOCKOUT").orElseThrow());
        assertEquals(SystemChoice.TEAM_KNOCKOUT_SIMULTANEOUS, SystemChoice.fromCode("team-knockout-simultaneous").orElseThrow());
        assertEquals(SystemChoice.KNOCKOUT, SystemChoice.fromCode("KNOCKOUT").orElseThrow());
        assertTrue(SystemChoice.pairs("TEAM_DUTCH_2026"));
        assertTrue(SystemChoice.pairs("TEAM_KNOCKOUT"));
    }
}
