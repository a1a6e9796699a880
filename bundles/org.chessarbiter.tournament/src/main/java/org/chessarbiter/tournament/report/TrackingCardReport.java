package org.chessarbiter.tournament.report;

import java.util.Locale;
import org.chessarbiter.rules.Side;

/** A {@link TrackingCard} as printable HTML, laid out as the card of 000 Part 2 Art. 14.1 (first player White, or Red in xiangqi). */
public final class TrackingCardReport {

    private TrackingCardReport() {
    }

    public static String html(TrackingCard card, Locale locale) {
        StringBuilder b = new StringBuilder();
        Html.open(b, Html.text("card", locale), locale);
        b.append("<p>").append(Html.label("cardHeader", locale, card.player().name(), StandingsReport.grade(card.player()),
                card.player().startNumber())).append("</p>\n<table>\n<tr>");
        for (String k : new String[] {"round", "opponent", "grade", "number", "colour", "result", "group", "total", "note"}) {
            b.append("<th>").append(Html.label(k, locale)).append("</th>");
        }
        b.append("</tr>\n");
        for (TrackingCard.Line l : card.lines()) {
            String colour = l.colour() == null ? "" : Html.text(l.colour() == Side.SECOND ? "black"
                    : card.game() == org.chessarbiter.tournament.core.GameKind.XIANGQI ? "red" : "white", locale);
            b.append("<tr><td class=\"n\">").append(l.round()).append("</td><td>").append(Html.escape(l.opponentName()))
                    .append("</td><td>").append(Html.escape(l.opponentGrade())).append("</td><td class=\"n\">")
                    .append(l.opponentNumber() == 0 ? "" : l.opponentNumber()).append("</td><td>").append(Html.escape(colour))
                    .append("</td><td class=\"n\">").append(l.result()).append("</td><td>").append(l.group())
                    .append("</td><td class=\"n\">").append(Html.points(l.total())).append("</td><td>")
                    .append(l.note().isEmpty() ? "" : Html.escape(Html.text("note." + l.note(), locale))).append("</td></tr>\n");
        }
        b.append("</table>\n");
        Html.close(b);
        return b.toString();
    }
}
