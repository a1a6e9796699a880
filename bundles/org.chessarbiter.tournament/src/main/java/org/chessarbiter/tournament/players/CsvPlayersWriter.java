package org.chessarbiter.tournament.players;

import java.util.List;

import org.chessarbiter.tournament.core.Player;

/**
 * A tournament's players as a CSV list that spreadsheets open as it is (UTF-8 with a byte order mark,
 * semicolons, CRLF) and that {@link CsvPlayers} reads back: one row per player in pairing-number order,
 * under the English headers {@link PlayerColumn} recognises.
 */
public final class CsvPlayersWriter {

    /** The header row. */
    static final List<String> HEADER = List.of("No", "Name", "Sex", "Title", "FIDE ID", "Fed", "Elo", "National rating", "Club",
            "Birth", "National grade");

    private CsvPlayersWriter() {
    }

    /** The CSV text of {@code players}, the byte order mark first. */
    public static String write(List<Player> players) {
        StringBuilder b = new StringBuilder("\uFEFF");
        row(b, HEADER);
        for (Player p : players) {
            row(b, List.of(Integer.toString(p.startNumber()), p.name(), p.sex(), p.title(), p.fideId() == 0 ? "" : Long.toString(p.fideId()),
                    p.federation(), p.fideRating() == 0 ? "" : Integer.toString(p.fideRating()),
                    p.nationalRating() == 0 ? "" : Integer.toString(p.nationalRating()), p.club(), p.birthDate(), p.nationalGrade()));
        }
        return b.toString();
    }

    private static void row(StringBuilder b, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                b.append(';');
            }
            String f = fields.get(i);
            if (f.indexOf(';') >= 0 || f.indexOf('"') >= 0 || f.indexOf('\n') >= 0 || f.indexOf('\r') >= 0 || f.indexOf(',') >= 0) {
                b.append('"').append(f.replace("\"", "\"\"")).append('"');
            } else {
                b.append(f);
            }
        }
        b.append("\r\n");
    }
}
