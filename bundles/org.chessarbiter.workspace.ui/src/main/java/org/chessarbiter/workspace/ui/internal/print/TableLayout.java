package org.chessarbiter.workspace.ui.internal.print;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Frame;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Style;
import org.chessarbiter.workspace.ui.internal.print.LaidOutPage.Text;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Cell;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Row;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Table;

/**
 * A table of a printed document laid out as columns: each column as wide as its widest text (a form's table as
 * wide as the page), in 9-point type, smaller down to 6 points when the table is wider than the page, its text wrapped
 * when even that is too wide; a row that does not fit below the cursor starts a new page, which repeats the
 * table's heading rows first.
 */
final class TableLayout {

    private static final int[] SIZES = {9, 8, 7, 6};

    private final PageLayout page;
    private final Table table;
    private final int number;
    private final int pad;
    private int size;
    private int[] widths;

    TableLayout(PageLayout page, Table table, int number) {
        this.page = page;
        this.table = table;
        this.number = number;
        this.pad = Math.max(1, page.geometry().mm(0.6));
    }

    void layout() {
        if (table.rows().isEmpty()) {
            return;
        }
        columns();
        List<Row> headings = new ArrayList<>();
        for (int i = 0; i < table.rows().size() && table.rows().get(i).heading(); i++) {
            headings.add(table.rows().get(i));
        }
        for (int i = 0; i < table.rows().size(); i++) {
            Row row = table.rows().get(i);
            int height = height(row);
            boolean isHeading = i < headings.size();
            // a heading row keeps the first body row with it
            int needed = isHeading && i + 1 < table.rows().size() ? height + height(table.rows().get(i + 1)) : height;
            if (page.ensure(needed) && !isHeading) {
                for (int h = 0; h < headings.size(); h++) {
                    place(headings.get(h), h);
                }
            }
            place(row, i);
        }
    }

    /** The type size and the columns' widths: the largest size at which the table's text fits across the page. */
    private void columns() {
        int columns = table.columns();
        int available = page.width();
        for (int s : SIZES) {
            size = s;
            widths = natural(columns, false);
            if (sum(widths) <= available) {
                if (table.wide()) {
                    spread(available);
                }
                return;
            }
        }
        int[] natural = widths;
        int[] least = natural(columns, true);
        int spare = available - sum(least);
        int growth = sum(natural) - sum(least);
        widths = new int[columns];
        for (int c = 0; c < columns; c++) {
            widths[c] = spare > 0 && growth > 0 ? least[c] + (int) ((long) spare * (natural[c] - least[c]) / growth)
                    : (int) ((long) available * least[c] / Math.max(1, sum(least)));
        }
    }

    /** The widest text of each column (or its longest word when {@code words}), with the cell's padding. */
    private int[] natural(int columns, boolean words) {
        int[] w = new int[columns];
        for (Row r : table.rows()) {
            for (int c = 0; c < r.cells().size(); c++) {
                Cell cell = r.cells().get(c);
                for (String part : cell.text().split(words ? "[\\s]" : "\n")) {
                    w[c] = Math.max(w[c], page.measure().width(part, style(cell)) + 2 * pad);
                }
                w[c] = Math.max(w[c], 2 * pad + page.measure().width("00", style(cell)));
            }
        }
        return w;
    }

    private void spread(int available) {
        int extra = available - sum(widths);
        int total = sum(widths);
        int given = 0;
        for (int c = 0; c < widths.length; c++) {
            int more = (int) ((long) extra * widths[c] / total);
            widths[c] += more;
            given += more;
        }
        widths[widths.length - 1] += extra - given;
    }

    private Style style(Cell cell) {
        return new Style(size, cell.heading());
    }

    private int height(Row row) {
        int lines = 1;
        boolean blank = false;
        for (int c = 0; c < row.cells().size(); c++) {
            Cell cell = row.cells().get(c);
            lines = Math.max(lines, PageLayout.wrap(cell.text(), style(cell), widths[c] - 2 * pad, page.measure()).size());
            blank |= cell.blank();
        }
        int height = lines * page.measure().lineHeight(new Style(size, false)) + 2 * pad;
        return blank ? Math.max(height, page.geometry().mm(12)) : height;
    }

    /** Row {@code index} at the cursor: each cell's frame and its lines, numbers right-aligned. */
    private void place(Row row, int index) {
        int height = height(row);
        int x = page.left();
        int y = page.y();
        int line = page.measure().lineHeight(new Style(size, false));
        for (int c = 0; c < row.cells().size(); c++) {
            Cell cell = row.cells().get(c);
            int w = widths[c];
            page.add(new Frame(x, y, w, height, cell.shaded() || cell.heading(), false));
            int ty = y + pad;
            for (String text : PageLayout.wrap(cell.text(), style(cell), w - 2 * pad, page.measure())) {
                int tw = page.measure().width(text, style(cell));
                int tx = cell.number() ? x + w - pad - tw : x + pad;
                page.add(new Text(Math.max(x + pad, tx), ty, w - 2 * pad, line, text, style(cell), number, index));
                ty += line;
            }
            x += w;
        }
        page.advance(height);
    }

    private static int sum(int[] values) {
        int s = 0;
        for (int v : values) {
            s += v;
        }
        return s;
    }
}
