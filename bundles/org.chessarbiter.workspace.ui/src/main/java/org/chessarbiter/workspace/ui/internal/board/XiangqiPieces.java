package org.chessarbiter.workspace.ui.internal.board;

import org.chessarbiter.workspace.ui.board.XiangqiLabels;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;

/** The xiangqi pieces: round wooden discs with a ring, the piece's name in red (Red / Trắng) or black. */
final class XiangqiPieces {

    static final Color RED = new Color(190, 25, 25);
    static final Color BLACK = new Color(25, 25, 25);
    private static final Color WOOD = new Color(247, 226, 184);
    private static final Color EDGE = new Color(150, 105, 60);

    private XiangqiPieces() {
    }

    /** Draws the piece of FEN letter {@code piece} centred at (cx, cy), its disc {@code diameter} wide. */
    static void paint(GC gc, char piece, int cx, int cy, int diameter, XiangqiLabels labels, Font font) {
        boolean red = Character.isUpperCase(piece);
        int r = diameter / 2;
        gc.setBackground(EDGE);
        gc.fillOval(cx - r, cy - r + Math.max(1, r / 10), 2 * r, 2 * r);
        gc.setBackground(WOOD);
        gc.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        Color ink = red ? RED : BLACK;
        gc.setForeground(ink);
        gc.setLineWidth(Math.max(1, r / 12));
        gc.drawOval(cx - r, cy - r, 2 * r, 2 * r);
        int inner = r * 4 / 5;
        gc.setLineWidth(Math.max(1, r / 18));
        gc.drawOval(cx - inner, cy - inner, 2 * inner, 2 * inner);
        gc.setLineWidth(1);
        String text = labels.label(piece);
        gc.setFont(font);
        Point extent = gc.textExtent(text, SWT.DRAW_TRANSPARENT);
        gc.drawText(text, cx - extent.x / 2, cy - extent.y / 2, SWT.DRAW_TRANSPARENT);
    }
}
