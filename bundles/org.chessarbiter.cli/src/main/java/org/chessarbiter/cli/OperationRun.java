package org.chessarbiter.cli;

import java.nio.file.Path;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.workspace.op.OperationResult;
import org.chessarbiter.workspace.op.TournamentOperation;

/**
 * Runs one of the workspace's operations for a command and reports it: each problem as a compiler
 * prints it ({@link ProblemPrinter#printAt}), then what was written; exit status 1 when the operation
 * found an error (it then wrote nothing).
 */
final class OperationRun {

    private OperationRun() {
    }

    /** Runs {@code operation} on {@code file} (the file its problems are located in) and prints what it did. */
    static int run(CommandContext context, Path file, TournamentOperation operation) {
        return run(context, file, null, operation);
    }

    /**
     * Runs {@code operation} on {@code file}, reading the list {@code source} too: the problems located in
     * the list (their field is the list) are printed at the list's line and column.
     */
    static int run(CommandContext context, Path file, Path source, TournamentOperation operation) {
        OperationResult result = operation.run(null);
        for (Problem p : result.problems()) {
            if (source != null && source.toString().equals(p.location().field())) {
                Location at = p.location();
                context.problems().printAt(source, at.line() > 0 ? p.at(Location.at(at.line(), at.column())) : p);
            } else {
                context.problems().printAt(file, p);
            }
        }
        context.problems().finish();
        if (result.hasErrors()) {
            return ExitStatus.PROBLEMS;
        }
        context.out().println(result.written().map(w -> context.text("operation.written", w))
                .orElseGet(() -> context.text("operation.unchanged", file)));
        return ExitStatus.OK;
    }
}
