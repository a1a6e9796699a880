package org.chessarbiter.workspace.ui.internal.print;

import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Style;

/** How wide and high a text is on the device a document is laid out for ({@link DeviceFonts} on a GC). */
public interface TextMeasure {

    /** The width of {@code text} (one line) in {@code style}, in pixels. */
    int width(String text, Style style);

    /** The height of a line in {@code style}, in pixels. */
    int lineHeight(Style style);
}
