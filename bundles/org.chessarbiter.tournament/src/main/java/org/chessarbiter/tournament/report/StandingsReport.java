package org.chessarbiter.tournament.report;

import java.util.List;
import java.util.Locale;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreak;

/** The standings as printable HTML: rank, start number, name, title (and national grade), rating, score and each tie-break (named, with its code). */
public final class StandingsReport {

    private StandingsReport() {
    }

    public static String html(StandingsContext ctx, List<TieBreak> tieBreaks, List<StandingRow> rows, Locale locale) {
        return html(ctx, tieBreaks, rows, locale, "standings");
    }

    /** The team standings (the context of the team matches, whose "players" are the teams). */
    public static String teams(StandingsContext ctx, List<TieBreak> tieBreaks, List<StandingRow> rows, Locale locale) {
        return html(ctx, tieBreaks, rows, locale, "teamStandings");
    }

    private static String html(StandingsContext ctx, List<TieBreak> tieBreaks, List<StandingRow> rows, Locale locale, String titleKey) {
        StringBuilder b = new StringBuilder();
        Html.open(b, ctx.tournament().info().name() + " — " + Html.text(titleKey, locale, ctx.rounds()), locale);
        b.append("<table>\n<tr><th>").append(Html.label("rank", locale)).append("</th><th>").append(Html.label("number", locale))
                .append("</th><th>").append(Html.label("name", locale)).append("</th><th>").append(Html.label("title", locale))
                .append("</th><th>").append(Html.label("rating", locale)).append("</th><th>").append(Html.label("score", locale)).append("</th>");
        for (TieBreak tb : tieBreaks) {
            b.append("<th title=\"").append(Html.escape(tb.article())).append("\">")
                    .append(Html.escape(org.chessarbiter.rules.Message.of(TieBreak.class, tb.nameKey()).format(locale)))
                    .append("<br>").append(Html.escape(tb.code())).append("</th>");
        }
        b.append("</tr>\n");
        for (StandingRow row : rows) {
            Player p = ctx.tournament().player(row.startNumber()).orElseThrow();
            b.append("<tr><td class=\"n\">").append(row.rank()).append("</td><td class=\"n\">").append(row.startNumber())
                    .append("</td><td>").append(Html.escape(p.name())).append("</td><td>").append(Html.escape(grade(p)))
                    .append("</td><td class=\"n\">").append(p.fideRating() == 0 ? "" : p.fideRating())
                    .append("</td><td class=\"n\">").append(Html.points(row.score())).append("</td>");
            for (var v : row.tieBreaks()) {
                b.append("<td class=\"n\">").append(v == null ? "" : Html.points(v)).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</table>\n");
        Html.close(b);
        return b.toString();
    }

    static String grade(Player p) {
        return p.nationalGrade().isEmpty() ? p.title() : p.title().isEmpty() ? p.nationalGrade() : p.title() + " " + p.nationalGrade();
    }
}
