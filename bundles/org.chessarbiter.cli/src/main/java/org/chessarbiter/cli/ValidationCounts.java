package org.chessarbiter.cli;

import java.nio.file.Path;

import org.chessarbiter.cli.validate.FileKind;
import org.chessarbiter.workspace.validation.Reported;
import org.chessarbiter.cli.validate.ValidationListener;
import org.chessarbiter.rules.Severity;

/**
 * Counts what {@code validate} found (files, games, errors, warnings, files left out) and passes it on to
 * the output; information (nothing wrong, worth telling) is passed on only with {@code --verbose}.
 */
final class ValidationCounts implements ValidationListener {

    private final ValidationListener output;
    private final boolean verbose;
    int files;
    long games;
    int errors;
    int warnings;
    int skipped;

    ValidationCounts(ValidationListener output, boolean verbose) {
        this.output = output;
        this.verbose = verbose;
    }

    @Override
    public void begin(Path file, FileKind kind) {
        files++;
        output.begin(file, kind);
    }

    @Override
    public void problem(Path file, Reported problem) {
        Severity s = problem.problem().severity();
        if (s == Severity.ERROR) {
            errors++;
        } else if (s == Severity.WARNING) {
            warnings++;
        } else if (!verbose) {
            return;
        }
        output.problem(file, problem);
    }

    @Override
    public void end(Path file, long gamesInFile) {
        games += gamesInFile;
        output.end(file, gamesInFile);
    }

    @Override
    public void progress(Path file, long gamesSoFar) {
        output.progress(file, gamesSoFar);
    }

    @Override
    public void skipped(Path file) {
        skipped++;
        output.skipped(file);
    }

    /** Whether the exit status is 1: errors, or warnings taken as errors. */
    boolean failed(boolean warningsAsErrors) {
        return errors > 0 || warningsAsErrors && warnings > 0;
    }
}
