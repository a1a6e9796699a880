package org.chessarbiter.workspace.ui.internal.board;

import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.GC;

/**
 * The xiangqi board of Luật cờ Tướng 2004 Điều 2.1: nine files and ten ranks of lines, the river between
 * the fifth and sixth ranks that only the edge files cross, the two palaces with their diagonals, and the
 * marks of the cannons' and soldiers' starting points.
 */
final class XiangqiBoard {

    private static final Color PAPER = new Color(238, 200, 130);
    private static final Color LINE = new Color(70, 40, 20);

    private final GC gc;
    private final BoardGeometry g;

    XiangqiBoard(GC gc, BoardGeometry g) {
        this.gc = gc;
        this.g = g;
    }

    /** Paints the board; {@code riverFont}, when given, writes 楚河 漢界 in the river (it must have the characters). */
    void paint(Font riverFont) {
        int cell = g.cell();
        gc.setBackground(PAPER);
        gc.fillRectangle(g.left(), g.top(), g.width(), g.height());
        gc.setForeground(LINE);
        int x0 = g.left() + cell / 2;
        int y0 = g.top() + cell / 2;
        int x8 = x0 + 8 * cell;
        int y9 = y0 + 9 * cell;
        gc.setLineWidth(Math.max(2, cell / 16));
        gc.drawRectangle(x0 - cell / 8, y0 - cell / 8, 8 * cell + cell / 4, 9 * cell + cell / 4);
        gc.setLineWidth(Math.max(1, cell / 30));
        for (int row = 0; row < 10; row++) {
            gc.drawLine(x0, y0 + row * cell, x8, y0 + row * cell);
        }
        for (int column = 0; column < 9; column++) {
            int x = x0 + column * cell;
            boolean edge = column == 0 || column == 8;
            gc.drawLine(x, y0, x, edge ? y9 : y0 + 4 * cell);
            if (!edge) {
                gc.drawLine(x, y0 + 5 * cell, x, y9);
            }
        }
        for (int top : new int[] {0, 7}) {
            gc.drawLine(x0 + 3 * cell, y0 + top * cell, x0 + 5 * cell, y0 + (top + 2) * cell);
            gc.drawLine(x0 + 5 * cell, y0 + top * cell, x0 + 3 * cell, y0 + (top + 2) * cell);
        }
        for (int[] point : new int[][] {{1, 2}, {7, 2}, {1, 7}, {7, 7}, {0, 3}, {2, 3}, {4, 3}, {6, 3}, {8, 3}, {0, 6},
                {2, 6}, {4, 6}, {6, 6}, {8, 6}}) {
            startMark(x0 + point[0] * cell, y0 + point[1] * cell, point[0]);
        }
        gc.setLineWidth(1);
        if (riverFont != null) {
            gc.setFont(riverFont);
            river("楚 河", x0 + 2 * cell, y0 + 4 * cell + cell / 2);
            river("漢 界", x0 + 6 * cell, y0 + 4 * cell + cell / 2);
        }
    }

    private void river(String text, int cx, int cy) {
        Point extent = gc.textExtent(text);
        gc.drawText(text, cx - extent.x / 2, cy - extent.y / 2, true);
    }

    /** The little corners around a starting point (only on the board's side at an edge file). */
    private void startMark(int x, int y, int column) {
        int gap = Math.max(2, g.cell() / 12);
        int arm = Math.max(3, g.cell() / 6);
        for (int dx : new int[] {-1, 1}) {
            if (column == 0 && dx < 0 || column == 8 && dx > 0) {
                continue;
            }
            for (int dy : new int[] {-1, 1}) {
                int cx = x + dx * gap;
                int cy = y + dy * gap;
                gc.drawLine(cx, cy, cx + dx * arm, cy);
                gc.drawLine(cx, cy, cx, cy + dy * arm);
            }
        }
    }
}
