package org.chessarbiter.workspace.ui.internal.print;

import java.util.HashMap;
import java.util.Map;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Style;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;

/**
 * The fonts of a printed document on one device (a printer, or the display an image is drawn for), in the device's
 * own family at the sizes of the {@link Style}s asked for, and the measure of texts on a GC of that device. The
 * fonts are made when first asked for and disposed with this.
 */
public final class DeviceFonts implements TextMeasure, AutoCloseable {

    private final Device device;
    private final GC gc;
    private final String family;
    private final Map<Style, Font> fonts = new HashMap<>();
    private final Map<Style, Integer> heights = new HashMap<>();

    /** Fonts for {@code gc}, a GC on {@code device}. */
    public DeviceFonts(Device device, GC gc) {
        this.device = device;
        this.gc = gc;
        this.family = device.getSystemFont().getFontData()[0].getName();
    }

    public Font font(Style style) {
        return fonts.computeIfAbsent(style, s -> new Font(device, family, s.points(), s.bold() ? SWT.BOLD : SWT.NORMAL));
    }

    @Override
    public int width(String text, Style style) {
        gc.setFont(font(style));
        return gc.textExtent(text, SWT.DRAW_TRANSPARENT).x;
    }

    @Override
    public int lineHeight(Style style) {
        return heights.computeIfAbsent(style, s -> {
            gc.setFont(font(s));
            return gc.getFontMetrics().getHeight();
        });
    }

    @Override
    public void close() {
        fonts.values().forEach(Font::dispose);
        fonts.clear();
    }
}
