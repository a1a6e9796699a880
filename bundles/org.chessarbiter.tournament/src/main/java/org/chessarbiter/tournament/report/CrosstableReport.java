package org.chessarbiter.tournament.report;

import java.util.Locale;
import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.standings.StandingsContext;

/**
 * Crosstables as printable HTML. All-play-all: one row and one column per player, the diagonal
 * shaded, results 1 ½ 0, + / - for forfeits, X for games annulled after a withdrawal (Luật cờ Tướng
 * 2004 Điều 21.5.1), both games of a double round robin in one cell. Swiss: one column per round
 * with the opponent's number, colour (w / b) and result (xiangqi: X / 0 for games given up by a
 * withdrawal, Điều 21.5.2).
 */
public final class CrosstableReport {

    private CrosstableReport() {
    }

    public static String html(StandingsContext ctx, Locale locale) {
        return ctx.allPlayAll() ? roundRobin(ctx, locale) : swiss(ctx, locale);
    }

    private static String roundRobin(StandingsContext ctx, Locale locale) {
        StringBuilder b = header(ctx, locale);
        int n = ctx.players();
        for (int j = 0; j < n; j++) {
            b.append("<th>").append(ctx.grid().startNumber(j)).append("</th>");
        }
        b.append("<th>").append(Html.label("score", locale)).append("</th></tr>\n");
        for (int i = 0; i < n; i++) {
            row(b, ctx, i);
            String[] cells = roundRobinRow(ctx, i);
            for (int j = 0; j < n; j++) {
                b.append(i == j ? "<td class=\"x\"></td>" : "<td class=\"n\">" + cells[j] + "</td>");
            }
            b.append("<td class=\"n\">").append(Html.points(ctx.score(i))).append("</td></tr>\n");
        }
        b.append("</table>\n");
        Html.close(b);
        return b.toString();
    }

    private static String swiss(StandingsContext ctx, Locale locale) {
        StringBuilder b = header(ctx, locale);
        for (int r = 1; r <= ctx.rounds(); r++) {
            b.append("<th>").append(Html.label("roundShort", locale, r)).append("</th>");
        }
        b.append("<th>").append(Html.label("score", locale)).append("</th></tr>\n");
        for (int i = 0; i < ctx.players(); i++) {
            row(b, ctx, i);
            for (int r = 1; r <= ctx.rounds(); r++) {
                b.append("<td class=\"n\">").append(Html.escape(swissCell(ctx, i, r))).append("</td>");
            }
            b.append("<td class=\"n\">").append(Html.points(ctx.score(i))).append("</td></tr>\n");
        }
        b.append("</table>\n");
        Html.close(b);
        return b.toString();
    }

    /**
     * The cells of the row of the player of index {@code i} in an all-play-all crosstable, one per player in
     * the order of the grid (his own empty): the results of his games against that player (1 ½ 0, + -, X).
     */
    public static String[] roundRobinRow(StandingsContext ctx, int i) {
        String[] cells = new String[ctx.players()];
        java.util.Arrays.fill(cells, "");
        for (int r = 1; r <= ctx.rounds(); r++) {
            Cell c = ctx.cell(i, r);
            int o = ctx.grid().index(c.opponent());
            if (o >= 0) {
                for (Outcome g : c.games()) {
                    cells[o] += Html.symbol(g);
                }
            }
        }
        return cells;
    }

    /**
     * The cell of the player of index {@code i} in round {@code r} of a Swiss crosstable: the opponent's
     * number, the colour (w / b) and the result ("12w 1"), or the bye ("— ½"), empty when not paired.
     */
    public static String swissCell(StandingsContext ctx, int i, int r) {
        Cell c = ctx.cell(i, r);
        String colour = c.colour() == null ? "" : c.colour() == Side.FIRST ? "w" : "b";
        return c.hasOpponent() ? c.opponent() + colour + " " + symbol(ctx, i, r)
                : c.outcome().kind() == Outcome.Kind.BYE ? "— " + Html.symbol(c.outcome()) : "";
    }

    /**
     * Luật cờ Tướng 2004 Điều 21.5.2: in a Swiss event, a game won because the opponent withdrew is
     * marked "X" for the winner and "0" for the withdrawn player; otherwise the usual symbols.
     */
    private static String symbol(StandingsContext ctx, int i, int r) {
        Cell c = ctx.cell(i, r);
        int o = ctx.grid().index(c.opponent());
        if (ctx.tournament().info().game() == org.chessarbiter.tournament.core.GameKind.XIANGQI && o >= 0) {
            if (c.outcome() == Outcome.FORFEIT_WIN && ctx.withdrew(o) && r > ctx.lastRoundBeforeWithdrawal(o)) {
                return "X";
            }
            if (c.outcome() == Outcome.FORFEIT_LOSS && ctx.withdrew(i) && r > ctx.lastRoundBeforeWithdrawal(i)) {
                return "0";
            }
        }
        return Html.symbol(c.outcome());
    }

    private static StringBuilder header(StandingsContext ctx, Locale locale) {
        StringBuilder b = new StringBuilder();
        Html.open(b, ctx.tournament().info().name() + " — " + Html.text("crosstable", locale), locale);
        b.append("<table>\n<tr><th>").append(Html.label("number", locale)).append("</th><th>").append(Html.label("name", locale)).append("</th>");
        return b;
    }

    private static void row(StringBuilder b, StandingsContext ctx, int i) {
        Player p = ctx.tournament().player(ctx.grid().startNumber(i)).orElseThrow();
        b.append("<tr><td class=\"n\">").append(p.startNumber()).append("</td><td>").append(Html.escape(p.name())).append("</td>");
    }
}
