package org.chessarbiter.workspace.ui.internal.print;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Frame;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Item;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Style;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Text;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Block;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Heading;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Kept;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.PageBreak;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Paragraph;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Table;

/**
 * Lays a {@link PrintedDocument} out on pages of a given {@link PageGeometry}: paragraphs wrapped at the printed
 * width, tables as columns ({@link TableLayout}) whose rows are never cut by a page break and whose heading rows
 * start each page the table continues on, a slip or card kept whole on a page when it fits on one, and a new page
 * where the document breaks its pages. The running header (the title) and the page number are reserved here and
 * drawn by {@link PagePainter}.
 */
public final class PageLayout {

    /** The text of the body and of tables. */
    public static final Style BODY = new Style(9, false);
    /** The running header and the page number. */
    public static final Style SMALL = new Style(8, false);
    private static final Style TITLE = new Style(14, true);
    private static final Style SUBTITLE = new Style(11, true);

    private final TextMeasure measure;
    private final PageGeometry geometry;
    private final List<LaidOutPage> pages = new ArrayList<>();
    private List<Item> items = new ArrayList<>();
    private int y;
    private int tables;

    private PageLayout(TextMeasure measure, PageGeometry geometry) {
        this.measure = measure;
        this.geometry = geometry;
        this.y = top();
    }

    /** The pages of {@code document} on sheets of {@code geometry}, measured by {@code measure}; at least one. */
    public static List<LaidOutPage> layout(PrintedDocument document, PageGeometry geometry, TextMeasure measure) {
        PageLayout layout = new PageLayout(measure, geometry);
        layout.blocks(document.blocks());
        layout.pages.add(new LaidOutPage(List.copyOf(layout.items)));
        List<LaidOutPage> pages = new ArrayList<>(layout.pages);
        if (pages.size() > 1 && pages.get(pages.size() - 1).items().isEmpty()) {
            pages.remove(pages.size() - 1);
        }
        return List.copyOf(pages);
    }

    /** The top of the printed body: below the margin and the running header. */
    int top() {
        return geometry.margin() + measure.lineHeight(SMALL) + geometry.mm(4);
    }

    /** The bottom of the printed body: above the page number and the margin. */
    int bottom() {
        return geometry.height() - geometry.margin() - measure.lineHeight(SMALL) - geometry.mm(4);
    }

    int left() {
        return geometry.margin();
    }

    int width() {
        return geometry.width() - 2 * geometry.margin();
    }

    int y() {
        return y;
    }

    PageGeometry geometry() {
        return geometry;
    }

    TextMeasure measure() {
        return measure;
    }

    /** Whether the page has nothing laid out yet. */
    boolean pageIsEmpty() {
        return items.isEmpty();
    }

    /** Starts a new page unless {@code height} pixels fit below the cursor (or the page is still empty). */
    boolean ensure(int height) {
        if (y + height > bottom() && !pageIsEmpty()) {
            newPage();
            return true;
        }
        return false;
    }

    void newPage() {
        pages.add(new LaidOutPage(List.copyOf(items)));
        items = new ArrayList<>();
        y = top();
    }

    void add(Item item) {
        items.add(item);
    }

    void advance(int height) {
        y += height;
    }

    private void blocks(List<Block> blocks) {
        for (Block block : blocks) {
            switch (block) {
                case Heading h -> heading(h);
                case Paragraph p -> lines(p.text(), BODY, measure.lineHeight(BODY) / 3);
                case Table t -> {
                    new TableLayout(this, t, tables++).layout();
                    advance(measure.lineHeight(BODY) / 2);
                }
                case Kept k -> kept(k);
                case PageBreak b -> {
                    if (!pageIsEmpty()) {
                        newPage();
                    }
                }
            }
        }
    }

    private void heading(Heading h) {
        Style style = h.level() == 1 ? TITLE : SUBTITLE;
        // a heading keeps three lines of what follows with it
        ensure(measure.lineHeight(style) + 3 * measure.lineHeight(BODY));
        lines(h.text(), style, measure.lineHeight(style) / 2);
    }

    /** {@code text} wrapped at the body's width, a line at a time (a page may end between lines). */
    private void lines(String text, Style style, int after) {
        int height = measure.lineHeight(style);
        for (String line : wrap(text, style, width(), measure)) {
            ensure(height);
            add(new Text(left(), y, width(), height, line, style, -1, -1));
            advance(height);
        }
        advance(after);
    }

    /** A slip or a card: on a new page when it does not fit below the cursor but fits on a page, framed when a slip. */
    private void kept(Kept k) {
        int height = heightOf(k.blocks());
        if (height <= bottom() - top()) {
            ensure(height);
        }
        int pagesBefore = pages.size();
        int from = y;
        int pad = geometry.mm(2);
        advance(pad);
        blocks(k.blocks());
        if (k.framed() && pages.size() == pagesBefore) {
            add(new Frame(left(), from, width(), y - from, false, true));
        }
        advance(pad + geometry.mm(4));
    }

    /** The height {@code blocks} take when laid out on an empty page of this geometry with no page break. */
    private int heightOf(List<Block> blocks) {
        PageLayout scratch = new PageLayout(measure, new PageGeometry(geometry.width(), Integer.MAX_VALUE / 4, geometry.dpi()));
        scratch.blocks(blocks);
        return scratch.y - scratch.top() + 2 * geometry.mm(2);
    }

    /** {@code text}'s lines ({@code \n}) wrapped at words to fit {@code width}; a word wider than that is a line of its own. */
    static List<String> wrap(String text, Style style, int width, TextMeasure measure) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.split("\n", -1)) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.split(" ")) {
                if (word.isEmpty()) {
                    continue;
                }
                String tried = line.isEmpty() ? word : line + " " + word;
                if (!line.isEmpty() && measure.width(tried, style) > width) {
                    lines.add(line.toString());
                    line = new StringBuilder(word);
                } else {
                    line = new StringBuilder(tried);
                }
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
