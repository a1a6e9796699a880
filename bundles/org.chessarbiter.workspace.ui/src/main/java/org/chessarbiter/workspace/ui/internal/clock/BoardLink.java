package org.chessarbiter.workspace.ui.internal.clock;

import org.chessarbiter.workspace.ui.BoardView;
import org.chessarbiter.workspace.ui.board.MovePlayedListener;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;

/** Keeps a {@link MovePlayedListener} (the clock) attached to the board view of a page, whenever it is open. */
public final class BoardLink implements IPartListener2 {

    private final IWorkbenchPage page;
    private final MovePlayedListener listener;
    private BoardView board;

    public BoardLink(IWorkbenchPage page, MovePlayedListener listener) {
        this.page = page;
        this.listener = listener;
    }

    public void start() {
        page.addPartListener(this);
        IViewPart open = page.findView(BoardView.ID);
        if (open instanceof BoardView b) {
            attach(b);
        }
    }

    public void stop() {
        page.removePartListener(this);
        if (board != null) {
            board.removeMovePlayedListener(listener);
            board = null;
        }
    }

    @Override
    public void partOpened(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof BoardView b) {
            attach(b);
        }
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        IWorkbenchPart part = ref.getPart(false);
        if (part != null && part == board) {
            board.removeMovePlayedListener(listener);
            board = null;
        }
    }

    private void attach(BoardView b) {
        if (b == board) {
            return;
        }
        if (board != null) {
            board.removeMovePlayedListener(listener);
        }
        board = b;
        board.addMovePlayedListener(listener);
    }
}
