package org.chessarbiter.workspace.ui.internal.board;

import java.util.List;
import java.util.function.Consumer;

import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;

/**
 * The choice of the piece a pawn becomes on the last rank (FIDE Laws Art. 3.7.5.1: a queen, rook, bishop or knight
 * of its colour): the pieces in a column over the promotion square, from it towards the middle of the board, as the
 * viewers analysts use show them. A click on one plays the move; Escape, or a click on the board, cancels it.
 */
public final class PromotionChoice {

    private static final Color BACKGROUND = new Color(250, 250, 250);
    private static final Color BORDER = new Color(60, 60, 60);
    private static final Color HOVER = new Color(205, 210, 60);

    private final Shell shell;
    private final Canvas pieces;
    private final List<Character> letters;
    private final boolean white;
    private final int cell;
    private final Consumer<Character> chosen;
    private final Runnable cancelled;
    private int hovered = -1;
    private boolean done;

    private PromotionChoice(Canvas board, BoardGeometry g, Square to, boolean white, List<Character> letters,
            Consumer<Character> chosen, Runnable cancelled) {
        this.letters = List.copyOf(letters);
        this.white = white;
        this.cell = g.cell();
        this.chosen = chosen;
        this.cancelled = cancelled;
        shell = new Shell(board.getShell(), SWT.NO_TRIM | SWT.ON_TOP | SWT.TOOL);
        shell.setText(Messages.BoardView_promotion);
        shell.setBackground(BORDER);
        pieces = new Canvas(shell, SWT.DOUBLE_BUFFERED);
        pieces.setToolTipText(Messages.BoardView_promotion);
        int height = cell * letters.size();
        boolean downwards = g.centerY(to.rank()) < g.top() + g.height() / 2;
        int top = downwards ? g.cellY(to.rank()) : g.cellY(to.rank()) + cell - height;
        Point at = board.toDisplay(g.cellX(to.file()) - 1, top - 1);
        shell.setBounds(at.x, at.y, cell + 2, height + 2);
        pieces.setBounds(1, 1, cell, height);
        pieces.addPaintListener(e -> {
            e.gc.setAntialias(SWT.ON);
            for (int i = 0; i < this.letters.size(); i++) {
                e.gc.setBackground(i == hovered ? HOVER : BACKGROUND);
                e.gc.fillRectangle(0, i * cell, cell, cell);
                char letter = this.letters.get(i);
                ChessPieces.paint(e.gc, white ? Character.toUpperCase(letter) : letter, 0, i * cell, cell);
            }
        });
        pieces.addListener(SWT.MouseMove, e -> hover(e.y / cell));
        pieces.addListener(SWT.MouseExit, e -> hover(-1));
        pieces.addListener(SWT.MouseDown, this::down);
        pieces.addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.ESC) {
                cancel();
            }
        });
        shell.open();
        pieces.setFocus();
    }

    /**
     * Shows the choice over {@code to} on the {@code board} painted as {@code g}; {@code chosen} hears the letter
     * picked (lower case), {@code cancelled} that none was.
     */
    public static PromotionChoice open(Canvas board, BoardGeometry g, Square to, boolean white, List<Character> letters,
            Consumer<Character> chosen, Runnable cancelled) {
        return new PromotionChoice(board, g, to, white, letters, chosen, cancelled);
    }

    /** The pieces offered, top to bottom (FEN letters, lower case). */
    public List<Character> letters() {
        return letters;
    }

    /** Whether the pieces offered are White's. */
    public boolean white() {
        return white;
    }

    /** The canvas the pieces are painted on, one square of the board's size each, top to bottom. */
    public Canvas canvas() {
        return pieces;
    }

    /** The shell of the choice (for screenshots). */
    public Shell shell() {
        return shell;
    }

    public boolean isOpen() {
        return !done && !shell.isDisposed();
    }

    /** Closes the choice; no move is played (the board shows another place, or another click was made). */
    public void close() {
        done = true;
        if (!shell.isDisposed()) {
            shell.dispose();
        }
    }

    private void hover(int index) {
        if (index != hovered) {
            hovered = index;
            pieces.redraw();
        }
    }

    private void down(Event e) {
        int index = e.y / cell;
        if (e.button == 1 && index >= 0 && index < letters.size() && !done) {
            close();
            chosen.accept(letters.get(index));
        }
    }

    private void cancel() {
        if (!done) {
            close();
            cancelled.run();
        }
    }
}
