package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.Inject;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.scoresheet.files.FileProblem;
import org.chessarbiter.scoresheet.files.ScoresheetFileValidator;
import org.chessarbiter.scoresheet.files.ValidationPath;
import org.chessarbiter.scoresheet.files.ValidationReport;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The large-file path: over the threshold a PGN database is streamed game by game through the engines'
 * reader (never an Xtext resource); under it the file is loaded and validated by the language. Both
 * report the same move problems at the same line and column.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class ScoresheetFileValidatorTest {
    private static final String DATABASE = """
            [Event "A"]
            [White "W"]
            [Black "B"]
            [Result "1-0"]

            1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

            [Event "B"]
            [Result "*"]

            1. d4 d5 2. Ke3 Nf6 *

            [Event "C"]
            [Result "0-1"]

            1. f3 e5 2. g4 Qh4# 1-0
            """;

    @Inject
    private ScoresheetFileValidator validator;

    private static List<String> moveProblems(ValidationReport r) {
        return r.problems().stream().filter(p -> !p.code().equals(FileProblem.SYNTAX))
                .map(p -> p.code().substring(p.code().lastIndexOf('.') + 1) + "@" + p.location().line() + ":" + p.location().column()).toList();
    }

    @Test
    void overTheThresholdTheFileIsStreamed() throws Exception {
        Path file = Files.createTempFile("database", ".pgn");
        Files.writeString(file, DATABASE, StandardCharsets.UTF_8);
        ValidationReport streamed = validator.validate(file, 100);
        assertEquals(ValidationPath.STREAMED, streamed.path());
        assertEquals(3, streamed.games());
        ValidationReport loaded = validator.validate(file, ScoresheetFileValidator.DEFAULT_THRESHOLD);
        assertEquals(ValidationPath.XTEXT_RESOURCE, loaded.path());
        assertEquals(3, loaded.games());
        List<String> expected = List.of("illegalMove@11:13", "resultTagMismatch@14:9", "resultContradicts@16:21");
        assertEquals(expected, moveProblems(streamed), streamed.problems()::toString);
        assertEquals(expected, moveProblems(loaded), loaded.problems()::toString);
        assertTrue(streamed.problems().stream().anyMatch(p -> p.code().equals(ScoresheetIssueCodes.ILLEGAL_MOVE)
                && p.severity() == Severity.ERROR && p.message().format(Locale.getDefault()).contains("Ke3")));
    }

    @Test
    void aReaderIsStreamedAndAMissingFileIsAProblem() {
        ValidationReport r = ScoresheetFileValidator.stream(new StringReader("1. e4 e5 2. Ke3 *"), "pgn");
        assertEquals(List.of("illegalMove@1:13"), moveProblems(r));
        ValidationReport seed = ScoresheetFileValidator.stream(new StringReader(SeedExamplesTest.SEED_GAME), "bienban");
        assertEquals(List.of("missingMove@1:" + (SeedExamplesTest.SEED_GAME.indexOf("7.c:d5") + 1)), moveProblems(seed),
                "move numbers are checked on the streamed path too");
        ValidationReport missing = validator.validate(Path.of("/nonexistent/none.pgn"), 10);
        assertTrue(missing.hasErrors());
    }

    /** The language's rule on repeated tags (PGN 8.1) holds on the streamed path too, as the language reports it. */
    @Test
    void repeatedTagsAreReportedOnBothPaths() throws Exception {
        Path file = Files.createTempFile("repeated", ".pgn");
        Files.writeString(file, """
                [Event "A"]
                [White "W"]
                [Event "B"]
                [Result "*"]

                1. e4 e5 *

                [Event "C"]
                [Result "*"]
                [Result "1-0"]

                1. d4 *
                """, StandardCharsets.UTF_8);
        ValidationReport streamed = validator.validate(file, 10);
        assertEquals(ValidationPath.STREAMED, streamed.path());
        ValidationReport loaded = validator.validate(file, ScoresheetFileValidator.DEFAULT_THRESHOLD);
        assertEquals(ValidationPath.XTEXT_RESOURCE, loaded.path());
        List<String> expected = List.of("duplicateTag@3:2", "duplicateTag@10:2");
        assertEquals(expected, moveProblems(streamed), streamed.problems()::toString);
        assertEquals(expected, moveProblems(loaded), loaded.problems()::toString);
    }
}
