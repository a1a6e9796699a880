package org.chessarbiter.workspace.op;

import org.eclipse.core.runtime.IProgressMonitor;

/**
 * One arbiter action on a tournament (EGit's {@code op/} is the model): headless, run by the builder,
 * the command line and the workbench alike (a workbench {@code Job} passes its monitor), reporting
 * progress and stopping when cancelled, returning its problems as values and writing atomically: the
 * file is either as it was or complete. No operation rewrites a published round.
 */
public interface TournamentOperation {

    /**
     * Runs the operation.
     *
     * @param monitor progress and cancellation; {@code null} for none. Cancelled before it writes, the
     *                operation writes nothing and says so (an error)
     */
    OperationResult run(IProgressMonitor monitor);
}
