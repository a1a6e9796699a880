package org.chessarbiter.tournament.ui;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * One arbiter action on the tournament the editor holds, computed by a headless operation of
 * {@code org.chessarbiter.workspace.op} in memory ({@code new RecordResultOperation(...)::apply},
 * {@code PairNextRoundOperation::apply}, ...): the new state, or why there is none. The editor applies
 * the new state to its EMF model as one undoable command ({@link TournamentEditor#perform}).
 *
 * <p>This is also where a manual pairing change plugs in: an operation that swaps opponents, exchanges
 * colours or gives a bye, checked by the pairing checker with graded warnings, is passed to
 * {@link TournamentEditor#perform} or {@link TournamentEditor#performInBackground} like any other.
 */
@FunctionalInterface
public interface ArbiterAction {

    /**
     * The new state of {@code t}.
     *
     * @param monitor progress and cancellation; {@code null} when run on the UI thread (short actions)
     */
    ParseResult<Tournament> apply(Tournament t, IProgressMonitor monitor);
}
