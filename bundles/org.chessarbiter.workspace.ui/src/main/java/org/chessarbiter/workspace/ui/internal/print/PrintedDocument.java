package org.chessarbiter.workspace.ui.internal.print;

import java.util.List;
import java.util.Locale;

/**
 * A printed document as the printer lays it out: its title and its blocks (headings, paragraphs, tables, groups
 * kept on one page, page breaks), read from the printable HTML page of the same document
 * ({@link PrintedDocuments#read(String)}), so that the paper and the page say the same; {@code language}: the page's
 * ({@code <html lang>}), which the printed pages' own words (the folio) follow too.
 */
public record PrintedDocument(String title, Locale language, List<Block> blocks) {

    /** One block of a printed document. */
    public sealed interface Block permits Heading, Paragraph, Table, Kept, PageBreak {
    }

    /** A heading of level 1 (the document's) or 2. */
    public record Heading(int level, String text) implements Block {
    }

    /** A paragraph, wrapped at the page's width. */
    public record Paragraph(String text) implements Block {
    }

    /**
     * A table: its rows, the heading rows repeated at the top of each page the table continues on; {@code wide}:
     * as wide as the page (a form's table), else as wide as its text.
     */
    public record Table(List<Row> rows, boolean wide) implements Block {

        public int columns() {
            return rows.stream().mapToInt(r -> r.cells().size()).max().orElse(0);
        }
    }

    /** A row of a table; {@code heading} when every cell is a heading cell. */
    public record Row(List<Cell> cells, boolean heading) {
    }

    /**
     * A cell: its text (lines separated by {@code \n}), whether it heads its column, is a number (right-aligned),
     * is shaded (a crosstable's diagonal) or is a space left blank to be written in by hand.
     */
    public record Cell(String text, boolean heading, boolean number, boolean shaded, boolean blank) {
    }

    /** Blocks never split across pages (a result slip); {@code framed}: a dashed frame to cut along. */
    public record Kept(List<Block> blocks, boolean framed) implements Block {
    }

    /** The end of a page: what follows starts on a new one. */
    public record PageBreak() implements Block {
    }
}
