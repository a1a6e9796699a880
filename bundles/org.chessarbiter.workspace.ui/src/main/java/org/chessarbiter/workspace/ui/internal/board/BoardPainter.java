package org.chessarbiter.workspace.ui.internal.board;

import java.util.List;
import java.util.Optional;

import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.BoardPicture;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.board.XiangqiLabels;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * Paints a {@link BoardScene}: chess squares or the xiangqi board (lines, river, palaces), the coordinates
 * of its edges, the last move, a king in check, the picked-up piece and its targets, then the pieces.
 */
public final class BoardPainter {

    static final Color LIGHT = new Color(240, 217, 181);
    static final Color DARK = new Color(181, 136, 99);
    private static final Color LAST_MOVE = new Color(205, 210, 60);
    private static final Color CHECK = new Color(230, 20, 20);
    private static final Color SELECTED = new Color(60, 150, 60);
    private static final Color TARGET = new Color(30, 90, 30);
    private static final Color LABEL = new Color(60, 60, 60);

    private final GC gc;
    private final Rectangle area;

    public BoardPainter(GC gc, Rectangle area) {
        this.gc = gc;
        this.area = area;
    }

    /** Paints the scene and returns where the board went. */
    public BoardGeometry paint(BoardScene scene) {
        BoardShape shape = scene.state().shape();
        BoardGeometry g = BoardGeometry.fit(shape, area.x, area.y, area.width, area.height, scene.flipped());
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        String cjk = CjkFonts.family(gc.getDevice());
        Font labelFont = font(Math.max(6, g.cell() * 3 / 10), SWT.NORMAL, null);
        Font pieceFont = font(Math.max(6, g.cell() * 9 / 20), SWT.BOLD, cjk);
        try {
            if (shape.intersections()) {
                new XiangqiBoard(gc, g).paint(cjk == null ? null : pieceFont);
            } else {
                paintSquares(g);
            }
            paintCoordinates(scene, g, labelFont);
            paintHighlights(scene, g);
            paintPieces(scene, g, cjk != null ? scene.labels() : XiangqiLabels.VIETNAMESE, pieceFont);
            paintSelection(scene, g);
            paintTargets(scene, g);
            scene.dragged().ifPresent(d -> paintPiece(d.from(), scene, g, cjk != null ? scene.labels() : XiangqiLabels.VIETNAMESE,
                    pieceFont, d.x(), d.y()));
        } finally {
            labelFont.dispose();
            pieceFont.dispose();
        }
        return g;
    }

    private Font font(int pixels, int style, String family) {
        FontData data = gc.getDevice().getSystemFont().getFontData()[0];
        int points = Math.max(4, Math.round(pixels * 72f / gc.getDevice().getDPI().y));
        return new Font(gc.getDevice(), family == null ? data.getName() : family, points, style);
    }

    private void paintSquares(BoardGeometry g) {
        BoardShape shape = g.shape();
        for (int rank = 0; rank < shape.ranks(); rank++) {
            for (int file = 0; file < shape.files(); file++) {
                gc.setBackground((file + rank) % 2 == 1 ? LIGHT : DARK);
                gc.fillRectangle(g.cellX(file), g.cellY(rank), g.cell(), g.cell());
            }
        }
    }

    private void paintCoordinates(BoardScene scene, BoardGeometry g, Font font) {
        BoardShape shape = g.shape();
        gc.setFont(font);
        gc.setForeground(LABEL);
        int margin = g.cell() / 2;
        for (int file = 0; file < shape.files(); file++) {
            int x = g.centerX(file);
            label(scene.coordinates().fileLabel(shape, file, g.bottom()), x, g.top() + g.height() + margin / 2);
            if (scene.coordinates().filesOnBothEdges()) {
                label(scene.coordinates().fileLabel(shape, file, g.bottom().opposite()), x, g.top() - margin / 2);
            }
        }
        for (int rank = 0; rank < shape.ranks(); rank++) {
            int y = g.centerY(rank);
            scene.coordinates().rankLabel(rank).ifPresent(text -> label(text, g.left() - margin / 2, y));
        }
    }

    private void label(String text, int cx, int cy) {
        Point extent = gc.textExtent(text);
        gc.drawText(text, cx - extent.x / 2, cy - extent.y / 2, true);
    }

    private void paintHighlights(BoardScene scene, BoardGeometry g) {
        gc.setAlpha(150);
        gc.setBackground(LAST_MOVE);
        for (Optional<Square> square : List.of(scene.state().from(), scene.state().to())) {
            square.ifPresent(s -> mark(g, s));
        }
        gc.setBackground(SELECTED);
        scene.selected().ifPresent(s -> mark(g, s));
        gc.setAlpha(255);
        scene.state().check().ifPresent(s -> {
            gc.setForeground(CHECK);
            gc.setBackground(CHECK);
            gc.setAlpha(110);
            int r = g.cell() * 11 / 20;
            gc.fillOval(g.centerX(s.file()) - r, g.centerY(s.rank()) - r, 2 * r, 2 * r);
            gc.setAlpha(255);
            gc.setLineWidth(Math.max(2, g.cell() / 16));
            gc.drawOval(g.centerX(s.file()) - r, g.centerY(s.rank()) - r, 2 * r, 2 * r);
            gc.setLineWidth(1);
        });
    }

    /** Fills the square (chess) or a disc around the point (xiangqi, wider than a piece) of {@code square}. */
    private void mark(BoardGeometry g, Square square) {
        if (g.shape().intersections()) {
            int r = g.cell() * 29 / 50;
            gc.fillOval(g.centerX(square.file()) - r, g.centerY(square.rank()) - r, 2 * r, 2 * r);
        } else {
            gc.fillRectangle(g.cellX(square.file()), g.cellY(square.rank()), g.cell(), g.cell());
        }
    }

    private void paintPieces(BoardScene scene, BoardGeometry g, XiangqiLabels labels,
            Font font) {
        BoardPicture picture = scene.state().picture();
        Optional<Square> lifted = scene.dragged().map(BoardScene.Dragged::from);
        for (int rank = 0; rank < picture.ranks(); rank++) {
            for (int file = 0; file < picture.files(); file++) {
                Square square = new Square(file, rank);
                if (!lifted.filter(square::equals).isPresent()) {
                    paintPiece(square, scene, g, labels, font, g.centerX(file), g.centerY(rank));
                }
            }
        }
    }

    /** The piece of {@code square} centred at (cx, cy): on its square, or under the pointer while it is dragged. */
    private void paintPiece(Square square, BoardScene scene, BoardGeometry g, XiangqiLabels labels, Font font, int cx, int cy) {
        BoardPicture picture = scene.state().picture();
        char piece = picture.pieceAt(square.file(), square.rank());
        if (piece == ' ') {
            return;
        }
        if (picture.intersections()) {
            XiangqiPieces.paint(gc, piece, cx, cy, g.cell() * 9 / 10, labels, font);
        } else {
            PieceImages.paint(gc, piece, cx - g.cell() / 2, cy - g.cell() / 2, g.cell());
        }
    }

    /** A xiangqi piece covers its point: the picked-up one gets a ring over it. */
    private void paintSelection(BoardScene scene, BoardGeometry g) {
        if (g.shape().intersections()) {
            scene.selected().ifPresent(s -> {
                gc.setForeground(SELECTED);
                gc.setLineWidth(Math.max(2, g.cell() / 10));
                int r = g.cell() / 2;
                gc.drawOval(g.centerX(s.file()) - r, g.centerY(s.rank()) - r, 2 * r, 2 * r);
                gc.setLineWidth(1);
            });
        }
    }

    private void paintTargets(BoardScene scene, BoardGeometry g) {
        gc.setAlpha(140);
        gc.setBackground(TARGET);
        gc.setForeground(TARGET);
        for (Square s : scene.targets()) {
            boolean occupied = scene.state().picture().pieceAt(s.file(), s.rank()) != ' ';
            int cx = g.centerX(s.file());
            int cy = g.centerY(s.rank());
            if (occupied) {
                int r = g.cell() * 9 / 20;
                gc.setLineWidth(Math.max(2, g.cell() / 12));
                gc.drawOval(cx - r, cy - r, 2 * r, 2 * r);
                gc.setLineWidth(1);
            } else {
                int r = Math.max(3, g.cell() / 7);
                gc.fillOval(cx - r, cy - r, 2 * r, 2 * r);
            }
        }
        gc.setAlpha(255);
    }
}
