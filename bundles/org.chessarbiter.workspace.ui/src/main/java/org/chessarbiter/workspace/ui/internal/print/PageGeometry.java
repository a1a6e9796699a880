package org.chessarbiter.workspace.ui.internal.print;

/**
 * The size of a sheet in a device's pixels and the device's resolution: the margins (12 mm, as the printable HTML's
 * {@code @page}) and every length in millimetres are converted with it.
 */
public record PageGeometry(int width, int height, int dpi) {

    private static final double MM_PER_INCH = 25.4;

    /** An A4 sheet (210 × 297 mm) at {@code dpi}. */
    public static PageGeometry a4(int dpi) {
        return new PageGeometry(pixels(210, dpi), pixels(297, dpi), dpi);
    }

    /** {@code mm} millimetres in pixels. */
    public int mm(double mm) {
        return pixels(mm, dpi);
    }

    /** The margin around the printed area. */
    public int margin() {
        return mm(12);
    }

    private static int pixels(double mm, int dpi) {
        return (int) Math.round(mm * dpi / MM_PER_INCH);
    }
}
