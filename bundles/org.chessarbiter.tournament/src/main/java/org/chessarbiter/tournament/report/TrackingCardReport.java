package org.chessarbiter.tournament.report;

import java.util.Locale;

/** A {@link TrackingCard} as printable HTML, laid out as the card of 000 Part 2 Art. 14.1 (first player White, or Red in xiangqi). */
public final class TrackingCardReport {

    private TrackingCardReport() {
    }

    public static String html(TrackingCard card, Locale locale) {
        StringBuilder b = new StringBuilder();
        Html.open(b, Html.text("card", locale), locale);
        table(b, card, locale);
        Html.close(b);
        return b.toString();
    }

    /** The cards of many players in one document, one card a page, each under its own heading. */
    public static String html(java.util.List<TrackingCard> cards, String event, Locale locale) {
        StringBuilder b = new StringBuilder();
        Html.head(b, event + " — " + Html.text("card", locale), locale);
        for (TrackingCard card : cards) {
            b.append("<div class=\"page\">\n<h1>").append(Html.label("card", locale)).append("</h1>\n<p>").append(Html.escape(event))
                    .append("</p>\n");
            table(b, card, locale);
            b.append("</div>\n");
        }
        Html.close(b);
        return b.toString();
    }

    private static void table(StringBuilder b, TrackingCard card, Locale locale) {
        String grade = StandingsReport.grade(card.player());
        b.append("<p>").append(grade.isEmpty() ? Html.label("cardHeaderNoGrade", locale, card.player().name(), card.player().startNumber())
                : Html.label("cardHeader", locale, card.player().name(), grade, card.player().startNumber())).append("</p>\n<table>\n<tr>");
        for (String k : new String[] {"round", "opponent", "grade", "number", "colour", "result", "group", "total", "note"}) {
            b.append("<th>").append(Html.label(k, locale)).append("</th>");
        }
        b.append("</tr>\n");
        for (TrackingCard.Line l : card.lines()) {
            String colour = l.colour() == null ? "" : Html.side(card.game(), l.colour(), locale);
            b.append("<tr><td class=\"n\">").append(l.round()).append("</td><td>").append(Html.escape(l.opponentName()))
                    .append("</td><td>").append(Html.escape(l.opponentGrade())).append("</td><td class=\"n\">")
                    .append(l.opponentNumber() == 0 ? "" : l.opponentNumber()).append("</td><td>").append(Html.escape(colour))
                    .append("</td><td class=\"n\">").append(l.result()).append("</td><td>").append(l.group())
                    .append("</td><td class=\"n\">").append(Html.points(l.total())).append("</td><td>")
                    .append(l.note().isEmpty() ? "" : Html.escape(Html.text("note." + l.note(), locale))).append("</td></tr>\n");
        }
        b.append("</table>\n");
    }
}
