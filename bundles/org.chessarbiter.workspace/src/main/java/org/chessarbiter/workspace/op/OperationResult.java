package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.Problem;

/**
 * What an operation did: the problems it found (errors, warnings, notes: values, never exceptions)
 * and the file it wrote, if any. An operation with an error wrote nothing.
 *
 * @param problems what the arbiter is told, in order
 * @param written  the file written atomically, empty when nothing was written
 */
public record OperationResult(List<Problem> problems, Optional<Path> written) {

    public OperationResult {
        problems = List.copyOf(problems);
    }

    /** Nothing written, because of {@code problems} (at least one of them an error). */
    public static OperationResult refused(List<Problem> problems) {
        return new OperationResult(problems, Optional.empty());
    }

    /** {@code file} written; {@code problems} are warnings and notes. */
    public static OperationResult wrote(Path file, List<Problem> problems) {
        return new OperationResult(problems, Optional.of(file));
    }

    /** Whether an error stopped the operation. */
    public boolean hasErrors() {
        return problems.stream().anyMatch(Problem::isError);
    }
}
