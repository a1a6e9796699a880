package org.chessarbiter.workspace.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/**
 * The board: shows a chess or xiangqi position. It starts on the chess start position; editors
 * and the standings view will set the position of the move or game they select.
 */
public class BoardView extends ViewPart {

    /** The view's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.ui.boardView";

    private Canvas canvas;
    private BoardPicture picture = BoardPicture.CHESS_START;
    private boolean flipped;

    @Override
    public void createPartControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.addPaintListener(e -> new BoardPainter(e.gc, canvas.getClientArea()).paint(picture, flipped));
    }

    /** Shows another position. */
    public void show(BoardPicture newPicture) {
        this.picture = newPicture;
        redraw();
    }

    /** Turns the board around (the viewer's "flip" control, 003_e58897bc739f0c87.txt). */
    public void flip() {
        flipped = !flipped;
        redraw();
    }

    /** The canvas the board is painted on (for screenshots and tests). */
    public Canvas canvas() {
        return canvas;
    }

    public BoardPicture picture() {
        return picture;
    }

    private void redraw() {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.redraw();
        }
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }
}
