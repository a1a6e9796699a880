package org.chessarbiter.workspace.ui.internal.clock;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.TimeIncident;
import org.eclipse.swt.widgets.Shell;

/** What the clock view's toolbar and menu ask of the view ({@link ClockActions}). */
public interface ClockCommands {

    void start();

    void pause();

    void resume();

    void stop();

    /** The arbiter adds, takes or sets time, or corrects the move counter. */
    boolean correct(Side side, TimeIncident.Action action, long value);

    /** An illegal move of {@code offender} was completed. */
    boolean illegalMove(Side offender);

    boolean canStart();

    boolean isLive();

    boolean isRunning();

    boolean isPaused();

    /** Whether a verdict ended the game at the clock. */
    boolean isOver();

    /** The name of {@code side} in the game shown. */
    String sideName(Side side);

    /** The shell for the dialogs. */
    Shell shell();
}
