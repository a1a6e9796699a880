package org.chessarbiter.workspace.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;

/** Draws a {@link BoardPicture}: squares for chess, lines and intersections for xiangqi. */
final class BoardPainter {

    private static final RGB LIGHT = new RGB(240, 217, 181);
    private static final RGB DARK = new RGB(181, 136, 99);
    private static final RGB PAPER = new RGB(238, 200, 130);
    private static final RGB RED = new RGB(190, 30, 30);

    private final GC gc;
    private final Rectangle area;

    BoardPainter(GC gc, Rectangle area) {
        this.gc = gc;
        this.area = area;
    }

    void paint(BoardPicture picture, boolean flipped) {
        int columns = picture.files();
        int rows = picture.ranks();
        int cell = Math.max(8, Math.min(area.width / (columns + 1), area.height / (rows + 1)));
        int left = area.x + (area.width - cell * columns) / 2;
        int top = area.y + (area.height - cell * rows) / 2;
        gc.setAntialias(SWT.ON);
        if (picture.intersections()) {
            paintLines(picture, cell, left, top);
        } else {
            paintSquares(picture, cell, left, top);
        }
        for (int rank = 0; rank < rows; rank++) {
            for (int file = 0; file < columns; file++) {
                char piece = picture.pieceAt(file, rank);
                if (piece != ' ') {
                    int x = flipped ? columns - 1 - file : file;
                    int y = flipped ? rank : rows - 1 - rank;
                    paintPiece(piece, left + x * cell, top + y * cell, cell, picture.intersections());
                }
            }
        }
    }

    private void paintSquares(BoardPicture picture, int cell, int left, int top) {
        for (int y = 0; y < picture.ranks(); y++) {
            for (int x = 0; x < picture.files(); x++) {
                Color color = new Color(((x + y) % 2 == 0) ? LIGHT : DARK);
                gc.setBackground(color);
                gc.fillRectangle(left + x * cell, top + y * cell, cell, cell);
            }
        }
    }

    private void paintLines(BoardPicture picture, int cell, int left, int top) {
        gc.setBackground(new Color(PAPER));
        gc.fillRectangle(left, top, cell * picture.files(), cell * picture.ranks());
        int half = cell / 2;
        int x0 = left + half;
        int y0 = top + half;
        int x1 = x0 + (picture.files() - 1) * cell;
        int riverTop = y0 + 4 * cell;
        for (int r = 0; r < picture.ranks(); r++) {
            gc.drawLine(x0, y0 + r * cell, x1, y0 + r * cell);
        }
        for (int f = 0; f < picture.files(); f++) {
            int x = x0 + f * cell;
            boolean edge = f == 0 || f == picture.files() - 1;
            gc.drawLine(x, y0, x, edge ? y0 + 9 * cell : riverTop);
            if (!edge) {
                gc.drawLine(x, riverTop + cell, x, y0 + 9 * cell);
            }
        }
        // the palaces' diagonals (Luật cờ Tướng 2004 Điều 2)
        for (int base : new int[] { 0, 7 }) {
            gc.drawLine(x0 + 3 * cell, y0 + base * cell, x0 + 5 * cell, y0 + (base + 2) * cell);
            gc.drawLine(x0 + 5 * cell, y0 + base * cell, x0 + 3 * cell, y0 + (base + 2) * cell);
        }
    }

    private void paintPiece(char piece, int x, int y, int cell, boolean disc) {
        boolean first = Character.isUpperCase(piece);
        String letter = String.valueOf(Character.toUpperCase(piece));
        int margin = Math.max(2, cell / 8);
        if (disc) {
            gc.setBackground(new Color(250, 240, 220));
            gc.fillOval(x + margin, y + margin, cell - 2 * margin, cell - 2 * margin);
            gc.setForeground(first ? new Color(RED) : gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
            gc.drawOval(x + margin, y + margin, cell - 2 * margin, cell - 2 * margin);
        } else {
            gc.setBackground(first ? gc.getDevice().getSystemColor(SWT.COLOR_WHITE)
                    : gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
            gc.fillOval(x + margin, y + margin, cell - 2 * margin, cell - 2 * margin);
            gc.setForeground(first ? gc.getDevice().getSystemColor(SWT.COLOR_BLACK)
                    : gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
        }
        Point extent = gc.stringExtent(letter);
        gc.drawString(letter, x + (cell - extent.x) / 2, y + (cell - extent.y) / 2, true);
        gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
    }
}
