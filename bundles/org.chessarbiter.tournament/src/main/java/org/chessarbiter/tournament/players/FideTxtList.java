package org.chessarbiter.tournament.players;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.chessarbiter.rules.Problem;

/**
 * FIDE's fixed-width rating list ({@code players_list_foa.txt}, the combined list, and the standard
 * list {@code standard_*frl.txt}): a header row names the columns, each column starts where its name
 * starts ({@code ID Number}, {@code Name}, {@code Fed}, {@code Sex}, {@code Tit}, {@code WTit},
 * {@code OTit}, {@code FOA}, {@code SRtng} or the month of the list such as {@code MAR26},
 * {@code SGm}, {@code SK}, ..., {@code B-day}, {@code Flag}). The columns are taken from the header, not
 * assumed, so lists of other months and the rapid and blitz columns do not move anything. Read line by
 * line: the memory is one line whatever the size of the list.
 */
final class FideTxtList {

    /** A column: its name in the header and where it starts (0-based). */
    private record Column(String name, int start) {
    }

    private final Path file;
    private final List<Column> columns = new ArrayList<>();

    private FideTxtList(Path file) {
        this.file = file;
    }

    /**
     * Reads the list from {@code in} (its header first), passing each player to {@code sink}; stops when
     * cancelled. Lines that are not a player (too short, no ID) are errors at their line.
     *
     * @return how many players were read
     */
    static int read(Path file, BufferedReader in, Consumer<FideListEntry> sink, List<Problem> problems, Progress progress)
            throws IOException {
        FideTxtList list = new FideTxtList(file);
        String header = in.readLine();
        if (header == null || !list.header(header)) {
            problems.add(CsvPlayers.error(file, 1, 1, "fide.header"));
            return 0;
        }
        int count = 0;
        int line = 1;
        String text;
        while ((text = in.readLine()) != null && !progress.isCancelled()) {
            line++;
            if (text.isBlank()) {
                continue;
            }
            String id = list.field(text, "id");
            if (!id.matches("\\d{1,11}")) {
                problems.add(CsvPlayers.error(file, line, 1, "fide.id", id));
                if (problems.size() > 100) {
                    return count;
                }
                continue;
            }
            String title = list.field(text, "tit");
            sink.accept(new FideListEntry(Long.parseLong(id), list.field(text, "name"), list.field(text, "fed").toUpperCase(Locale.ROOT),
                    sex(list.field(text, "sex")), title.isEmpty() ? list.field(text, "wtit") : title, number(list.rating(text)),
                    number(list.field(text, "bday"))));
            count++;
        }
        return count;
    }

    /** The columns of the header; false when it has no ID column. */
    private boolean header(String header) {
        String h = header.replace("ID Number", "ID_Number");
        int i = 0;
        while (i < h.length()) {
            while (i < h.length() && h.charAt(i) == ' ') {
                i++;
            }
            int start = i;
            while (i < h.length() && h.charAt(i) != ' ') {
                i++;
            }
            if (i > start) {
                columns.add(new Column(PlayerColumn.key(h.substring(start, i)), start));
            }
        }
        return !columns.isEmpty() && columns.get(0).name().equals("idnumber");
    }

    /** The text of the column named {@code key} (as {@link PlayerColumn#key} gives it), stripped; "" when absent. */
    private String field(String line, String key) {
        if (key.equals("id")) {
            key = "idnumber";
        }
        for (int k = 0; k < columns.size(); k++) {
            if (columns.get(k).name().equals(key)) {
                int from = Math.min(columns.get(k).start(), line.length());
                int to = k + 1 < columns.size() ? Math.min(columns.get(k + 1).start(), line.length()) : line.length();
                return line.substring(from, Math.max(from, to)).strip();
            }
        }
        return "";
    }

    /** The standard rating: the {@code SRtng} column, else the column named by the list's month (e.g. {@code MAR26}). */
    private String rating(String line) {
        for (Column c : columns) {
            if (c.name().equals("srtng") || c.name().matches("[a-z]{3}\\d{2}")) {
                return field(line, c.name());
            }
        }
        return "";
    }

    static String sex(String text) {
        return switch (text.strip().toUpperCase(Locale.ROOT)) {
            case "M" -> "m";
            case "F", "W" -> "w";
            default -> "";
        };
    }

    static int number(String text) {
        String t = text.strip();
        return t.matches("\\d{1,5}") ? Integer.parseInt(t) : 0;
    }
}
