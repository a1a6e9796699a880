package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.scoresheet.files.ScoresheetFileValidator;
import org.chessarbiter.scoresheet.files.ValidationReport;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The scoresheets of the bundled example workspace validate without errors or warnings. */
@ExtendWith(InjectionExtension.class)
@InjectWith(ScoresheetInjectorProvider.class)
class ExampleWorkspaceTest {
    /** The example workspace, from the test bundle's folder (tycho-surefire's working directory). */
    private static final Path EXAMPLES = Path.of("..", "..", "examples", "workspace", "giai-mau");

    @Inject
    private ScoresheetFileValidator validator;

    @Test
    void exampleScoresheetsAreClean() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(EXAMPLES)) {
            files = s.filter(p -> p.toString().endsWith(".bienban")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no example scoresheet in " + EXAMPLES.toAbsolutePath());
        for (Path f : files) {
            ValidationReport r = validator.validate(f, ScoresheetFileValidator.DEFAULT_THRESHOLD);
            assertEquals(List.of(), r.problems().stream().filter(p -> p.severity() != Severity.INFO).toList(),
                    f.toString());
        }
    }
}
