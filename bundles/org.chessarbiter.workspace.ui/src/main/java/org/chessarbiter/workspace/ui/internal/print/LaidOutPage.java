package org.chessarbiter.workspace.ui.internal.print;

import java.util.List;

/**
 * One page of a printed document as laid out by {@link PageLayout}: what is drawn where, in the device's pixels,
 * without the running header and the page number ({@link PagePainter} adds them).
 */
public record LaidOutPage(List<Item> items) {

    /** The size and weight of a text, in points. */
    public record Style(int points, boolean bold) {
    }

    /** Something drawn on the page. */
    public sealed interface Item permits Text, Frame {

        int y();

        int height();
    }

    /**
     * One line of text, its top-left corner at {@code (x, y)}, clipped to {@code width}; {@code row} is the number of
     * the table row it belongs to within its table ({@code -1} outside tables), {@code table} the table's number in the
     * document.
     */
    public record Text(int x, int y, int width, int height, String text, Style style, int table, int row) implements Item {
    }

    /** A rectangle: a table cell's border (filled grey when {@code shaded}), or the dashed frame of a slip. */
    public record Frame(int x, int y, int width, int height, boolean shaded, boolean dashed) implements Item {
    }

    /** The texts of this page, in the order they were laid out. */
    public List<Text> texts() {
        return items.stream().filter(Text.class::isInstance).map(Text.class::cast).toList();
    }
}
