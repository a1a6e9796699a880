package org.chessarbiter.workspace.ui.internal.board;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Path;
import org.eclipse.swt.graphics.Transform;

/**
 * The chess pieces, drawn as vector silhouettes (SWT paths in a 100 x 100 box scaled to the square): pawn,
 * rook, knight, bishop, queen and king on a common base, white with a dark outline or dark with a light one.
 */
final class ChessPieces {

    private static final float STROKE = 3f;

    private ChessPieces() {
    }

    /** Draws the piece of FEN letter {@code piece} in the square of side {@code size} at (x, y). */
    static void paint(GC gc, char piece, int x, int y, int size) {
        Device device = gc.getDevice();
        boolean white = Character.isUpperCase(piece);
        Path body = new Path(device);
        Path details = new Path(device);
        Transform transform = new Transform(device);
        try {
            shape(Character.toLowerCase(piece), body, details);
            base(body);
            transform.translate(x, y);
            transform.scale(size / 100f, size / 100f);
            gc.setTransform(transform);
            gc.setLineWidth(0);
            gc.setLineAttributes(new org.eclipse.swt.graphics.LineAttributes(STROKE, SWT.CAP_ROUND, SWT.JOIN_ROUND));
            gc.setBackground(white ? new Color(250, 250, 245) : new Color(45, 45, 45));
            gc.setForeground(new Color(20, 20, 20));
            gc.fillPath(body);
            gc.drawPath(body);
            gc.setForeground(white ? new Color(20, 20, 20) : new Color(230, 230, 230));
            gc.drawPath(details);
        } finally {
            gc.setTransform(null);
            gc.setLineAttributes(new org.eclipse.swt.graphics.LineAttributes(1f));
            transform.dispose();
            details.dispose();
            body.dispose();
        }
    }

    private static void shape(char kind, Path body, Path details) {
        switch (kind) {
            case 'p' -> pawn(body);
            case 'r' -> rook(body, details);
            case 'n' -> knight(body, details);
            case 'b' -> bishop(body, details);
            case 'q' -> queen(body, details);
            case 'k' -> king(body, details);
            default -> body.addArc(30, 30, 40, 40, 0, 360);
        }
    }

    private static void base(Path path) {
        path.moveTo(24, 80);
        path.lineTo(76, 80);
        path.lineTo(80, 90);
        path.lineTo(20, 90);
        path.close();
    }

    private static void pawn(Path body) {
        body.addArc(38, 14, 24, 24, 0, 360);
        body.moveTo(40, 40);
        body.lineTo(60, 40);
        body.lineTo(62, 46);
        body.lineTo(56, 46);
        body.cubicTo(60, 56, 68, 64, 70, 80);
        body.lineTo(30, 80);
        body.cubicTo(32, 64, 40, 56, 44, 46);
        body.lineTo(38, 46);
        body.close();
    }

    private static void rook(Path body, Path details) {
        float[] top = {24, 12, 34, 12, 34, 20, 44, 20, 44, 12, 56, 12, 56, 20, 66, 20, 66, 12, 76, 12, 76, 32, 68, 38,
                68, 70, 76, 80, 24, 80, 32, 70, 32, 38, 24, 32};
        polygon(body, top);
        details.moveTo(32, 38);
        details.lineTo(68, 38);
        details.moveTo(32, 70);
        details.lineTo(68, 70);
    }

    private static void knight(Path body, Path details) {
        body.moveTo(32, 80);
        body.cubicTo(32, 66, 42, 58, 48, 50);
        body.lineTo(40, 52);
        body.cubicTo(32, 57, 25, 56, 21, 51);
        body.lineTo(19, 44);
        body.cubicTo(25, 34, 35, 26, 43, 20);
        body.lineTo(44, 8);
        body.lineTo(52, 17);
        body.cubicTo(70, 19, 81, 40, 78, 60);
        body.lineTo(76, 80);
        body.close();
        details.addArc(35, 28, 5, 5, 0, 360);
        details.moveTo(56, 22);
        details.cubicTo(66, 30, 70, 48, 68, 76);
        details.moveTo(22, 48);
        details.lineTo(27, 47);
    }

    private static void bishop(Path body, Path details) {
        body.addArc(45, 6, 10, 10, 0, 360);
        body.moveTo(50, 16);
        body.cubicTo(64, 26, 71, 46, 62, 62);
        body.lineTo(38, 62);
        body.cubicTo(29, 46, 36, 26, 50, 16);
        body.close();
        body.moveTo(40, 62);
        body.lineTo(60, 62);
        body.lineTo(58, 70);
        body.lineTo(66, 80);
        body.lineTo(34, 80);
        body.lineTo(42, 70);
        body.close();
        details.moveTo(50, 30);
        details.lineTo(50, 50);
        details.moveTo(42, 40);
        details.lineTo(58, 40);
        details.moveTo(42, 70);
        details.lineTo(58, 70);
    }

    private static void queen(Path body, Path details) {
        polygon(body, new float[] {26, 70, 14, 30, 34, 52, 32, 22, 44, 50, 50, 16, 56, 50, 68, 22, 66, 52, 86, 30, 74, 70});
        for (float[] tip : new float[][] {{14, 30}, {32, 22}, {50, 16}, {68, 22}, {86, 30}}) {
            body.addArc(tip[0] - 5, tip[1] - 5, 10, 10, 0, 360);
        }
        polygon(body, new float[] {26, 70, 74, 70, 76, 80, 24, 80});
        details.moveTo(28, 62);
        details.cubicTo(42, 58, 58, 58, 72, 62);
    }

    private static void king(Path body, Path details) {
        body.addRectangle(46, 6, 8, 30);
        body.addRectangle(38, 14, 24, 8);
        body.moveTo(28, 70);
        body.cubicTo(16, 56, 22, 38, 40, 40);
        body.cubicTo(45, 41, 48, 45, 50, 50);
        body.cubicTo(52, 45, 55, 41, 60, 40);
        body.cubicTo(78, 38, 84, 56, 72, 70);
        body.close();
        polygon(body, new float[] {28, 70, 72, 70, 76, 80, 24, 80});
        details.moveTo(50, 50);
        details.lineTo(50, 68);
        details.moveTo(30, 62);
        details.cubicTo(42, 58, 58, 58, 70, 62);
    }

    private static void polygon(Path path, float[] points) {
        path.moveTo(points[0], points[1]);
        for (int i = 2; i < points.length; i += 2) {
            path.lineTo(points[i], points[i + 1]);
        }
        path.close();
    }
}
