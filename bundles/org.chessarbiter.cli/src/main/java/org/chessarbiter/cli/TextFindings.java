package org.chessarbiter.cli;

import java.nio.file.Path;

import org.chessarbiter.cli.validate.FileKind;
import org.chessarbiter.workspace.validation.Reported;

/**
 * {@code validate --format text}: each problem as a compiler prints it, "file:line:column: severity: what
 * [rule]", on standard error through the command line's one {@link ProblemPrinter} (so {@code --max-problems}
 * caps them and the last line says how many more there were); with {@code --verbose} the files left out.
 */
final class TextFindings implements FindingsOutput {

    private final CommandContext context;
    private final boolean verbose;

    TextFindings(CommandContext context, boolean verbose) {
        this.context = context;
        this.verbose = verbose;
    }

    @Override
    public void begin(Path file, FileKind kind) {
        // nothing before the problems: a file without problems prints nothing
    }

    @Override
    public void problem(Path file, Reported problem) {
        context.problems().printFound(file, problem.problem(), problem.rule());
    }

    @Override
    public void end(Path file, long games) {
        // the counts are in the summary
    }

    @Override
    public void skipped(Path file) {
        if (verbose) {
            context.problems().printMessage(context.text("validate.skipped", file));
        }
    }

    @Override
    public void finish(ValidationCounts counts) {
        context.problems().finish();
    }
}
