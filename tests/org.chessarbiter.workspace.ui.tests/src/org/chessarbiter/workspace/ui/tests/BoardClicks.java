package org.chessarbiter.workspace.ui.tests;

import org.chessarbiter.workspace.ui.BoardView;
import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.internal.board.EditorFollower;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;

/** Clicks on the board as a person does, once the game is replayed and the board laid out and painted as it is now. */
final class BoardClicks {

    private BoardClicks() {
    }

    /** A left click at the centre of {@code square}. */
    static void click(BoardView view, Square square) {
        Ui.waitUntil(() -> Job.getJobManager().find(EditorFollower.FAMILY).length == 0, "the game replayed");
        Ui.waitUntil(() -> !view.canvas().getDisplay().readAndDispatch(), "the pending events handled");
        BoardGeometry g = view.geometry().orElseThrow();
        Event event = new Event();
        event.button = 1;
        event.x = g.centerX(square.file());
        event.y = g.centerY(square.rank());
        view.canvas().notifyListeners(SWT.MouseDown, event);
    }
}
