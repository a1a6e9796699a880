package org.chessarbiter.workspace.ui.internal.print;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Block;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Cell;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Heading;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Kept;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.PageBreak;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Paragraph;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Row;
import org.chessarbiter.workspace.ui.internal.print.PrintedDocument.Table;

/**
 * Reads the printable HTML pages of the tournament reports ({@code PrintDocuments}) into a
 * {@link PrintedDocument}: the title; {@code h1}/{@code h2} headings; paragraphs; tables with their heading
 * cells ({@code th}) and the classes the reports give cells ({@code n} number, {@code x} shaded,
 * {@code blank} to write in); {@code div.page} as a page break after it; {@code div.keep} kept on one page,
 * {@code div.slip} framed; {@code span.line} a line to write on; {@code br} a new line. The pages are the
 * reports' own, so this reads what they write, not any HTML.
 */
public final class PrintedDocuments {

    private static final Pattern TAG = Pattern.compile("<(/?)([a-zA-Z0-9]+)([^>]*)>");
    private static final Pattern CLASS = Pattern.compile("class=\"([^\"]*)\"");
    private static final String LINE = "________________";
    /** The page's language: {@code <html lang="vi">}. */
    private static final Pattern LANG = Pattern.compile("<html[^>]*\\slang=\"([A-Za-z-]+)\"");

    private PrintedDocuments() {
    }

    /** The document of the printable page {@code html}. */
    public static PrintedDocument read(String html) {
        Reader reader = new Reader();
        Matcher m = TAG.matcher(html);
        int at = 0;
        while (m.find()) {
            reader.text(html.substring(at, m.start()));
            Matcher c = CLASS.matcher(m.group(3));
            reader.tag(m.group(1).equals("/"), m.group(2).toLowerCase(java.util.Locale.ROOT), c.find() ? c.group(1) : "");
            at = m.end();
        }
        reader.text(html.substring(at));
        Matcher lang = LANG.matcher(html);
        return new PrintedDocument(reader.title, lang.find() ? Locale.forLanguageTag(lang.group(1)) : Locale.getDefault(), List.copyOf(reader.top));
    }

    /** The state of one reading: where the text goes and which blocks are open. */
    private static final class Reader {
        private String title = "";
        private final List<Block> top = new ArrayList<>();
        private final Deque<String> divs = new ArrayDeque<>();
        private final Deque<List<Block>> groups = new ArrayDeque<>();
        private StringBuilder text;
        private boolean skip;
        private List<Row> rows;
        private boolean wideTable;
        private List<Cell> cells;
        private String cellClass = "";
        private boolean headingCell;

        void text(String raw) {
            if (text != null && !skip) {
                text.append(decode(raw).replaceAll("\\s+", " "));
            }
        }

        void tag(boolean closing, String name, String classes) {
            switch (name) {
                case "title", "style" -> {
                    skip = !closing && name.equals("style");
                    if (name.equals("title")) {
                        if (closing) {
                            title = finish();
                        } else {
                            text = new StringBuilder();
                        }
                    }
                }
                case "h1", "h2", "h3", "p" -> {
                    if (!closing) {
                        text = new StringBuilder();
                    } else if (text != null) {
                        String t = finish();
                        add(name.equals("p") ? new Paragraph(t) : new Heading(name.equals("h1") ? 1 : 2, t));
                    }
                }
                case "table" -> {
                    if (!closing) {
                        rows = new ArrayList<>();
                        wideTable = (" " + classes + " ").contains(" wide ");
                    } else if (rows != null) {
                        add(new Table(List.copyOf(rows), wideTable));
                        rows = null;
                    }
                }
                case "tr" -> {
                    if (!closing) {
                        cells = new ArrayList<>();
                    } else if (cells != null && rows != null) {
                        rows.add(new Row(List.copyOf(cells), !cells.isEmpty() && cells.stream().allMatch(Cell::heading)));
                        cells = null;
                    }
                }
                case "td", "th" -> {
                    if (!closing) {
                        text = new StringBuilder();
                        cellClass = " " + classes + " ";
                        headingCell = name.equals("th");
                    } else if (text != null && cells != null) {
                        cells.add(new Cell(finish(), headingCell, cellClass.contains(" n "), cellClass.contains(" x "),
                                cellClass.contains(" blank ")));
                    }
                }
                case "br" -> {
                    if (text != null) {
                        text.append('\n');
                    }
                }
                case "span" -> {
                    if (!closing && (" " + classes + " ").contains(" line ") && text != null) {
                        text.append(LINE);
                    }
                }
                case "div" -> div(closing, " " + classes + " ");
                default -> {
                    // b, html, head, body, meta: the text inside them is read as it comes
                }
            }
        }

        private void div(boolean closing, String classes) {
            if (!closing) {
                divs.push(classes);
                if (classes.contains(" keep ") || classes.contains(" slip ")) {
                    groups.push(new ArrayList<>());
                }
                return;
            }
            String open = divs.isEmpty() ? " " : divs.pop();
            if (open.contains(" keep ") || open.contains(" slip ")) {
                List<Block> kept = groups.pop();
                add(new Kept(List.copyOf(kept), open.contains(" slip ")));
            }
            if (open.contains(" page ")) {
                add(new PageBreak());
            }
        }

        private void add(Block block) {
            (groups.isEmpty() ? top : groups.peek()).add(block);
        }

        private String finish() {
            String t = text == null ? "" : text.toString();
            text = null;
            return t.lines().map(String::strip).collect(java.util.stream.Collectors.joining("\n")).strip();
        }
    }

    private static String decode(String s) {
        return s.replace("&nbsp;", "\u00a0").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&#39;", "'").replace("&amp;", "&");
    }
}
