package org.chessarbiter.workspace.ui.internal.board;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.workspace.ui.board.AnnotationWriter;
import org.chessarbiter.workspace.ui.board.Annotations;
import org.chessarbiter.workspace.ui.board.Annotations.Arrow;
import org.chessarbiter.workspace.ui.board.Annotations.Circle;
import org.chessarbiter.workspace.ui.board.Annotations.Colour;
import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.internal.viewer.ViewerMessages;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;

/**
 * The arrows and circles of the move at the caret ({@code [%cal]}, {@code [%csl]} in its comments), painted over
 * the board, and drawn with the mouse as on lichess: a right-drag from a square to another draws an arrow, a
 * right-click circles a square; drawing the same one again removes it. Without a modifier the colour is green,
 * with Shift red, with Alt blue, with Ctrl (or Shift + Alt) yellow. What is drawn is written into the
 * scoresheet as the comment of the move at the caret ({@link AnnotationWriter}).
 */
public final class AnnotationLayer {

    private final Canvas canvas;
    private final Supplier<Optional<GameCursor<?, ?>>> cursor;
    private final Supplier<Optional<BoardGeometry>> geometry;
    private final EditorFollower follower;
    private final Consumer<String> refuse;
    private Square dragFrom;
    private Square dragTo;

    /**
     * A layer over {@code canvas}, for the place {@code cursor} shows painted where {@code geometry} says; edits go
     * through {@code follower}, a drawing that cannot be written is refused with a reason through {@code refuse}.
     */
    public AnnotationLayer(Canvas canvas, Supplier<Optional<GameCursor<?, ?>>> cursor,
            Supplier<Optional<BoardGeometry>> geometry, EditorFollower follower, Consumer<String> refuse) {
        this.canvas = canvas;
        this.cursor = cursor;
        this.geometry = geometry;
        this.follower = follower;
        this.refuse = refuse;
    }

    /** Paints after the board and listens to the right mouse button. */
    public AnnotationLayer install() {
        canvas.addPaintListener(e -> geometry.get().ifPresent(g -> {
            AnnotationPainter painter = new AnnotationPainter(e.gc, g);
            painter.paint(annotations());
            if (dragFrom != null && dragTo != null && !dragTo.equals(dragFrom)) {
                painter.paintPreview(dragFrom, dragTo);
            }
        }));
        canvas.addListener(SWT.MouseDown, this::down);
        canvas.addListener(SWT.MouseMove, this::move);
        canvas.addListener(SWT.MouseUp, this::up);
        return this;
    }

    /** The arrows and circles of the move shown. */
    public Annotations annotations() {
        return cursor.get().filter(c -> c.node() != null)
                .map(c -> Annotations.of(c.node().comments(), shape(c)))
                .orElse(Annotations.NONE);
    }

    /** Draws (or removes, drawn again) an arrow, or a circle when {@code to} is {@code from}. */
    public void draw(Square from, Square to, Colour colour) {
        Optional<GameCursor<?, ?>> at = cursor.get();
        if (at.isEmpty()) {
            refuse.accept(ViewerMessages.Annotations_noEditor);
            return;
        }
        WrittenNode node = at.get().node();
        if (node == null) {
            refuse.accept(ViewerMessages.Annotations_atStart);
            return;
        }
        Annotations now = annotations();
        Annotations next = from.equals(to) ? now.toggle(new Circle(colour, from)) : now.toggle(new Arrow(colour, from, to));
        if (!follower.replace(AnnotationWriter.edit(node, next, shape(at.get())), at.get().caretOffset())) {
            refuse.accept(ViewerMessages.Annotations_noEditor);
        }
    }

    /** The colour of a drawing made with these modifier keys held. */
    public static Colour colour(int stateMask) {
        boolean shift = (stateMask & SWT.SHIFT) != 0;
        boolean alt = (stateMask & SWT.ALT) != 0;
        if ((stateMask & SWT.CTRL) != 0 || shift && alt) {
            return Colour.YELLOW;
        }
        return shift ? Colour.RED : alt ? Colour.BLUE : Colour.GREEN;
    }

    private void down(Event e) {
        if (e.button == 3) {
            dragFrom = squareAt(e).orElse(null);
            dragTo = dragFrom;
        }
    }

    private void move(Event e) {
        if (dragFrom != null && (e.stateMask & SWT.BUTTON3) != 0) {
            Square now = squareAt(e).orElse(dragTo);
            if (!now.equals(dragTo)) {
                dragTo = now;
                canvas.redraw();
            }
        }
    }

    private void up(Event e) {
        if (e.button != 3 || dragFrom == null) {
            return;
        }
        Square from = dragFrom;
        Square to = squareAt(e).orElse(from);
        dragFrom = null;
        dragTo = null;
        draw(from, to, colour(e.stateMask));
        canvas.redraw();
    }

    private Optional<Square> squareAt(Event e) {
        return geometry.get().flatMap(g -> g.squareAt(e.x, e.y));
    }

    private static BoardShape shape(GameCursor<?, ?> cursor) {
        return BoardShape.forGame(cursor.replay().kind().id());
    }
}
