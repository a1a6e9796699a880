package org.chessarbiter.tournament.report;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;

/**
 * The player lists as printable HTML: by rating (FIDE, then national, then name), alphabetical, by
 * start number — number, name, title / grade, ratings, federation, club, birth — and the check-in sheet
 * (alphabetical: number, name, club, and a column for the player's signature).
 */
public final class PlayerListReport {

    /** The order of a list. */
    public enum Order {
        RATING, ALPHABETICAL, START_NUMBER
    }

    private PlayerListReport() {
    }

    public static String html(Tournament t, Order order, Locale locale) {
        List<Player> players = switch (order) {
            case RATING -> t.players().stream().sorted(Comparator.comparingInt(Player::fideRating).reversed()
                    .thenComparing(Comparator.comparingInt(Player::nationalRating).reversed())
                    .thenComparing(Player::name, java.text.Collator.getInstance(locale))).toList();
            case ALPHABETICAL -> PairingListReport.alphabetically(t.players(), locale);
            case START_NUMBER -> t.players().stream().sorted(Comparator.comparingInt(Player::startNumber)).toList();
        };
        StringBuilder b = new StringBuilder();
        Html.open(b, t.info().name() + " — " + Html.text("players." + order.name(), locale), locale);
        b.append("<table class=\"wide\">\n<tr><th>#</th>");
        for (String k : new String[] {"number", "name", "title", "rating", "nationalRating", "federation", "club", "birth"}) {
            b.append("<th>").append(Html.label(k, locale)).append("</th>");
        }
        b.append("</tr>\n");
        int line = 0;
        for (Player p : players) {
            b.append("<tr><td class=\"n\">").append(++line).append("</td><td class=\"n\">").append(p.startNumber()).append("</td><td>")
                    .append(Html.escape(p.name())).append("</td><td>").append(Html.escape(StandingsReport.grade(p)))
                    .append("</td><td class=\"n\">").append(p.fideRating() == 0 ? "" : p.fideRating()).append("</td><td class=\"n\">")
                    .append(p.nationalRating() == 0 ? "" : p.nationalRating()).append("</td><td>").append(Html.escape(p.federation()))
                    .append("</td><td>").append(Html.escape(p.club())).append("</td><td>").append(Html.escape(p.birthDate()))
                    .append("</td></tr>\n");
        }
        b.append("</table>\n");
        Html.close(b);
        return b.toString();
    }

    /** The check-in sheet: every player alphabetically, with an empty column for the signature. */
    public static String checkIn(Tournament t, Locale locale) {
        StringBuilder b = new StringBuilder();
        Html.open(b, t.info().name() + " — " + Html.text("checkIn", locale), locale);
        b.append("<table class=\"wide\">\n<tr>");
        for (String k : new String[] {"number", "name", "club", "rating", "signature"}) {
            b.append("<th>").append(Html.label(k, locale)).append("</th>");
        }
        b.append("</tr>\n");
        for (Player p : PairingListReport.alphabetically(t.players(), locale)) {
            String club = p.club().isEmpty() ? p.federation() : p.club();
            b.append("<tr><td class=\"n\">").append(p.startNumber()).append("</td><td>").append(Html.escape(p.name())).append("</td><td>")
                    .append(Html.escape(club)).append("</td><td class=\"n\">").append(p.fideRating() == 0 ? "" : p.fideRating())
                    .append("</td><td class=\"blank\" style=\"width:45mm\"></td></tr>\n");
        }
        b.append("</table>\n");
        Html.close(b);
        return b.toString();
    }
}
