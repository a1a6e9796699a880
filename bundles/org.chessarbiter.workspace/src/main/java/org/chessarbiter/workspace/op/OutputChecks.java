package org.chessarbiter.workspace.op;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.io.AtomicSave;

/** The checks of an output before anything is read: never the input itself; an existing file only when asked to. */
final class OutputChecks {

    private OutputChecks() {
    }

    /** Why {@code output} must not be written, empty when it may be. */
    static Optional<Problem> refusal(Path input, Path output, boolean force) {
        if (AtomicSave.sameFile(input, output)) {
            return Optional.of(AtomicSave.sameAsInput(output));
        }
        if (Files.exists(output) && !force) {
            return Optional.of(OperationProblems.error(ProblemKind.IO, OperationProblems.file(output), "export.exists", output));
        }
        return Optional.empty();
    }
}
