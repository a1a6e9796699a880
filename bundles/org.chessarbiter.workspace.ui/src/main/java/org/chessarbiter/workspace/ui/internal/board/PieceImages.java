package org.chessarbiter.workspace.ui.internal.board;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/**
 * The chess pieces of {@link ChessPieces} drawn once per piece and size into images with an alpha channel, then
 * copied onto the board: a board of 32 pieces is painted in a fraction of the time its vector paths take (the caret
 * moving through a game repaints the board at every move). A piece is drawn on black and on white; the difference
 * of the two gives each pixel's coverage, so the antialiased edges blend on any square as the paths would. The
 * images of a display are kept with it (the most recent sizes) and disposed with it.
 */
final class PieceImages {

    private static final String KEY = PieceImages.class.getName();
    private static final int KEPT = 48;

    private final Display display;
    private final Map<String, Image> images = new LinkedHashMap<>(16, 0.75f, true);

    private PieceImages(Display display) {
        this.display = display;
        display.disposeExec(() -> images.values().forEach(Image::dispose));
    }

    /** Paints the piece of FEN letter {@code piece} in the square of side {@code size} at (x, y), as {@link ChessPieces} does. */
    static void paint(GC gc, char piece, int x, int y, int size) {
        if (!(gc.getDevice() instanceof Display display) || size <= 0) {
            ChessPieces.paint(gc, piece, x, y, size);
            return;
        }
        PieceImages cache = (PieceImages) display.getData(KEY);
        if (cache == null) {
            cache = new PieceImages(display);
            display.setData(KEY, cache);
        }
        gc.drawImage(cache.image(piece, size), x, y);
    }

    private Image image(char piece, int size) {
        String key = piece + "/" + size;
        Image image = images.get(key);
        if (image == null) {
            image = render(piece, size);
            images.put(key, image);
            if (images.size() > KEPT) {
                String eldest = images.keySet().iterator().next();
                images.remove(eldest).dispose();
            }
        }
        return image;
    }

    private Image render(char piece, int size) {
        ImageData onBlack = drawn(piece, size, new Color(0, 0, 0));
        ImageData onWhite = drawn(piece, size, new Color(255, 255, 255));
        PaletteData palette = new PaletteData(0xFF0000, 0xFF00, 0xFF);
        ImageData data = new ImageData(size, size, 24, palette);
        data.alphaData = new byte[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                RGB black = onBlack.palette.getRGB(onBlack.getPixel(x, y));
                RGB white = onWhite.palette.getRGB(onWhite.getPixel(x, y));
                int alpha = 255 - ((white.red - black.red) + (white.green - black.green) + (white.blue - black.blue)) / 3;
                alpha = Math.max(0, Math.min(255, alpha));
                RGB colour = alpha == 0 ? new RGB(0, 0, 0)
                        : new RGB(unblend(black.red, alpha), unblend(black.green, alpha), unblend(black.blue, alpha));
                data.setPixel(x, y, palette.getPixel(colour));
                data.alphaData[y * size + x] = (byte) alpha;
            }
        }
        return new Image(display, data);
    }

    /** The piece's own colour of a pixel drawn over black with coverage {@code alpha}. */
    private static int unblend(int overBlack, int alpha) {
        return Math.min(255, overBlack * 255 / alpha);
    }

    private ImageData drawn(char piece, int size, Color background) {
        Image image = new Image(display, size, size);
        GC gc = new GC(image);
        try {
            gc.setBackground(background);
            gc.fillRectangle(0, 0, size, size);
            gc.setAntialias(SWT.ON);
            ChessPieces.paint(gc, piece, 0, 0, size);
        } finally {
            gc.dispose();
        }
        ImageData data = image.getImageData();
        image.dispose();
        return data;
    }
}
