package org.chessarbiter.workspace.ui.internal.board;

import org.chessarbiter.workspace.ui.board.Annotations;
import org.chessarbiter.workspace.ui.board.Annotations.Arrow;
import org.chessarbiter.workspace.ui.board.Annotations.Circle;
import org.chessarbiter.workspace.ui.board.Annotations.Colour;
import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.Square;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * Paints arrows and circles over a board, translucent, in the colours lichess uses: an arrow from the centre of a
 * square (point) towards the centre of another, its head ending short of the centre; a ring inside a square (around
 * a point).
 */
public final class AnnotationPainter {

    private static final Color GREEN = new Color(21, 120, 27);
    private static final Color RED = new Color(136, 32, 32);
    private static final Color YELLOW = new Color(230, 143, 0);
    private static final Color BLUE = new Color(0, 48, 136);
    private static final Color PREVIEW = new Color(90, 90, 90);
    private static final int ALPHA = 170;

    private final GC gc;
    private final BoardGeometry g;

    public AnnotationPainter(GC gc, BoardGeometry geometry) {
        this.gc = gc;
        this.g = geometry;
    }

    /** Paints the circles, then the arrows over them. */
    public void paint(Annotations annotations) {
        gc.setAntialias(SWT.ON);
        for (Circle circle : annotations.circles()) {
            circle(circle.square(), colour(circle.colour()));
        }
        for (Arrow arrow : annotations.arrows()) {
            arrow(arrow.from(), arrow.to(), colour(arrow.colour()));
        }
        gc.setAlpha(255);
        gc.setLineWidth(1);
    }

    /** The arrow being dragged, in grey. */
    public void paintPreview(Square from, Square to) {
        arrow(from, to, PREVIEW);
        gc.setAlpha(255);
        gc.setLineWidth(1);
    }

    private void circle(Square square, Color colour) {
        gc.setAlpha(ALPHA);
        gc.setForeground(colour);
        int width = Math.max(2, g.cell() / 11);
        gc.setLineWidth(width);
        // around a xiangqi piece (which covers most of its cell), inside a chess square
        int r = g.shape().intersections() ? g.cell() * 27 / 50 : g.cell() / 2 - width / 2 - 1;
        gc.drawOval(g.centerX(square.file()) - r, g.centerY(square.rank()) - r, 2 * r, 2 * r);
    }

    private void arrow(Square from, Square to, Color colour) {
        double x1 = g.centerX(from.file());
        double y1 = g.centerY(from.rank());
        double x2 = g.centerX(to.file());
        double y2 = g.centerY(to.rank());
        double length = Math.hypot(x2 - x1, y2 - y1);
        if (length == 0) {
            return;
        }
        double ux = (x2 - x1) / length;
        double uy = (y2 - y1) / length;
        double head = g.cell() * 0.45;
        double half = g.cell() * 0.28;
        double tipX = x2 - ux * g.cell() * 0.12;
        double tipY = y2 - uy * g.cell() * 0.12;
        double baseX = tipX - ux * head;
        double baseY = tipY - uy * head;
        gc.setAlpha(ALPHA);
        gc.setForeground(colour);
        gc.setBackground(colour);
        gc.setLineWidth(Math.max(3, g.cell() * 9 / 50));
        gc.setLineCap(SWT.CAP_FLAT);
        gc.drawLine((int) Math.round(x1), (int) Math.round(y1), (int) Math.round(baseX), (int) Math.round(baseY));
        gc.fillPolygon(new int[] { (int) Math.round(tipX), (int) Math.round(tipY),
                (int) Math.round(baseX - uy * half), (int) Math.round(baseY + ux * half),
                (int) Math.round(baseX + uy * half), (int) Math.round(baseY - ux * half) });
    }

    private static Color colour(Colour colour) {
        return switch (colour) {
            case GREEN -> GREEN;
            case RED -> RED;
            case YELLOW -> YELLOW;
            case BLUE -> BLUE;
        };
    }
}
