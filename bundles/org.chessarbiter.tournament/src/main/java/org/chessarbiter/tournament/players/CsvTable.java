package org.chessarbiter.tournament.players;

import java.util.ArrayList;
import java.util.List;

/**
 * The records of a CSV text (RFC 4180 as spreadsheets write it): fields separated by a comma or a
 * semicolon (whichever the first record uses more of, outside quotes; a tab when it has neither),
 * a field in double quotes may hold the separator, line breaks and doubled quotes. Every field keeps
 * the line and column where it starts, so a problem can point at it. Blank lines are no records.
 */
final class CsvTable {

    /** A field's text and where it starts (1-based line and column). */
    record Cell(String text, int line, int column) {
    }

    /** A record: its fields, and the line it starts on. */
    record Row(List<Cell> cells, int line) {

        boolean isBlank() {
            return cells.stream().allMatch(c -> c.text().isBlank());
        }
    }

    /** A quoted field still open at the end of the text, from where it opened. */
    record Unclosed(int line, int column) {
    }

    private final List<Row> rows = new ArrayList<>();
    private Unclosed unclosed;

    private CsvTable() {
    }

    /** The records of {@code text}. */
    static CsvTable parse(String text) {
        CsvTable t = new CsvTable();
        t.read(text, separator(text));
        return t;
    }

    List<Row> rows() {
        return rows;
    }

    /** The quoted field the text ends in, if it never closed. */
    java.util.Optional<Unclosed> unclosed() {
        return java.util.Optional.ofNullable(unclosed);
    }

    /** The separator the first record uses most: comma, semicolon or tab. */
    static char separator(String text) {
        int commas = 0;
        int semicolons = 0;
        int tabs = 0;
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && (c == '\n' || c == '\r')) {
                break;
            } else if (!quoted) {
                commas += c == ',' ? 1 : 0;
                semicolons += c == ';' ? 1 : 0;
                tabs += c == '\t' ? 1 : 0;
            }
        }
        if (semicolons > commas) {
            return ';';
        }
        return commas == 0 && tabs > 0 ? '\t' : ',';
    }

    private void read(String text, char separator) {
        List<Cell> cells = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int line = 1;
        int column = 1;
        int fieldLine = 1;
        int fieldColumn = 1;
        int rowLine = 1;
        boolean quoted = false;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i += 2;
                    column += 2;
                    continue;
                }
                if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
                if (c == '\n' || c == '\r' && !(i + 1 < text.length() && text.charAt(i + 1) == '\n')) {
                    line++;
                    column = 0;
                }
            } else if (c == '"' && field.toString().isBlank()) {
                quoted = true;
                field.setLength(0);
            } else if (c == separator) {
                cells.add(new Cell(field.toString().strip(), fieldLine, fieldColumn));
                field.setLength(0);
                fieldLine = line;
                fieldColumn = column + 1;
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                cells.add(new Cell(field.toString().strip(), fieldLine, fieldColumn));
                end(cells, rowLine);
                cells = new ArrayList<>();
                field.setLength(0);
                line++;
                column = 0;
                fieldLine = line;
                fieldColumn = 1;
                rowLine = line;
            } else {
                field.append(c);
            }
            i++;
            column++;
        }
        if (quoted) {
            unclosed = new Unclosed(fieldLine, fieldColumn);
        }
        if (!cells.isEmpty() || !field.isEmpty()) {
            cells.add(new Cell(field.toString().strip(), fieldLine, fieldColumn));
            end(cells, rowLine);
        }
    }

    private void end(List<Cell> cells, int line) {
        Row row = new Row(List.copyOf(cells), line);
        if (!row.isBlank()) {
            rows.add(row);
        }
    }
}
