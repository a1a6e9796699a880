package org.chessarbiter.tournament.report;

import java.util.Locale;
import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;

/**
 * The result slips of a round as printable HTML, one per board, framed by a dashed line to be cut
 * out: event, round, board, both players (number, name) under their colours, the results to tick
 * (1-0, ½-½, 0-1) and the signatures of both players. A slip is never split across pages.
 */
public final class ResultSlipReport {

    private ResultSlipReport() {
    }

    public static String html(Tournament t, int round, Locale locale) {
        Round r = Html.round(t, round);
        GameKind game = t.info().game();
        StringBuilder b = new StringBuilder();
        Html.open(b, t.info().name() + " — " + Html.text("slips", locale, round), locale);
        for (Pairing p : PairingListReport.boardOrder(r)) {
            String first = Html.side(game, Side.FIRST, locale);
            String second = Html.side(game, Side.SECOND, locale);
            b.append("<div class=\"slip keep\">\n<p><b>").append(Html.escape(t.info().name())).append("</b> — ")
                    .append(Html.label("round", locale)).append(' ').append(round).append(" — ").append(Html.label("board", locale))
                    .append(' ').append(p.board()).append("</p>\n<table class=\"wide\">\n<tr><th>").append(Html.escape(first))
                    .append("</th><th>").append(Html.escape(second)).append("</th></tr>\n<tr><td>").append(p.first()).append(". ")
                    .append(Html.escape(Html.name(t, p.first()))).append("</td><td>").append(p.second()).append(". ")
                    .append(Html.escape(Html.name(t, p.second()))).append("</td></tr>\n</table>\n<p>")
                    .append(Html.label("slipResult", locale)).append(" ☐ 1-0 &nbsp; ☐ ½-½ &nbsp; ☐ 0-1</p>\n<p>")
                    .append(Html.label("signatureOf", locale, first)).append(" <span class=\"line\"></span> &nbsp; ")
                    .append(Html.label("signatureOf", locale, second)).append(" <span class=\"line\"></span></p>\n</div>\n");
        }
        Html.close(b);
        return b.toString();
    }
}
