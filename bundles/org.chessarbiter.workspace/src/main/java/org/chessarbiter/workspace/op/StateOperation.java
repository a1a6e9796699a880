package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.AuditTrail;
import org.chessarbiter.tournament.core.PublishedRounds;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

/**
 * An operation that changes a tournament's state file: read it ({@link TournamentStore}), compute the
 * new state ({@link #change}), check that no published round is rewritten ({@link PublishedRounds}) and
 * that the audit trail of manual pairing changes only grows ({@link AuditTrail}),
 * write it atomically in its own format. Cancelled before writing, nothing is written. A change with
 * an error, or one that leaves the state as it was, writes nothing.
 */
abstract class StateOperation implements TournamentOperation {

    /** The state file the operation changes. */
    protected final Path state;

    StateOperation(Path state) {
        this.state = Objects.requireNonNull(state, "state");
    }

    /**
     * The new state of {@code t}, or why there is none (an error); warnings and notes are kept beside it.
     *
     * @param monitor for the longer changes (pairing); the base reports the reading and writing
     */
    protected abstract ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor);

    /**
     * The new state of {@code t} in memory, nothing read or written (the workbench's tournament editor
     * applies it to its model as one undoable command): the change, refused when it has an error or
     * rewrites a published round ({@link PublishedRounds}). Warnings and notes are kept beside it.
     */
    public final ParseResult<Tournament> apply(Tournament t, IProgressMonitor monitor) {
        ParseResult<Tournament> after = change(t, monitor);
        if (!after.isOk() || after.problems().stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(after.problems());
        }
        List<Problem> violations = PublishedRounds.violations(t, after.value());
        if (!violations.isEmpty()) {
            List<Problem> problems = new ArrayList<>(after.problems());
            problems.addAll(violations);
            return ParseResult.fail(problems);
        }
        return after;
    }

    @Override
    public final OperationResult run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, 4);
        if (progress.isCanceled()) {
            return OperationResult.refused(List.of(cancelled(state)));
        }
        ParseResult<Tournament> before = TournamentStore.load(state);
        progress.worked(1);
        if (!before.isOk()) {
            return OperationResult.refused(before.problems());
        }
        List<Problem> problems = new ArrayList<>(before.problems().stream().filter(p -> !p.isError()).toList());
        ParseResult<Tournament> after = change(before.value(), progress.newChild(2));
        problems.addAll(after.problems());
        if (!after.isOk() || problems.stream().anyMatch(Problem::isError)) {
            return OperationResult.refused(problems);
        }
        List<Problem> violations = new ArrayList<>(PublishedRounds.violations(before.value(), after.value()));
        violations.addAll(AuditTrail.violations(before.value().audit(), after.value().audit()));
        if (!violations.isEmpty()) {
            problems.addAll(violations);
            return OperationResult.refused(problems);
        }
        if (after.value().equals(before.value())) {
            return new OperationResult(problems, java.util.Optional.empty());
        }
        if (progress.isCanceled()) {
            problems.add(cancelled(state));
            return OperationResult.refused(problems);
        }
        ParseResult<Path> written = TournamentStore.save(state, after.value());
        progress.worked(1);
        problems.addAll(written.problems());
        return written.isOk() ? OperationResult.wrote(state, problems) : OperationResult.refused(problems);
    }

    /** The error of an operation cancelled before it wrote {@code file}. */
    static Problem cancelled(Path file) {
        return OperationProblems.error(ProblemKind.IO, OperationProblems.file(file), "operation.cancelled", file);
    }

    /** The highest round of {@code t} that pairs somebody (a game or the pairing-allocated bye), 0 when none. */
    static int pairedRounds(Tournament t) {
        return t.rounds().stream().filter(org.chessarbiter.tournament.core.Round::isPaired)
                .mapToInt(org.chessarbiter.tournament.core.Round::number).max().orElse(0);
    }
}
