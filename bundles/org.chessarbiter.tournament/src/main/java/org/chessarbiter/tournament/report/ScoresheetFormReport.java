package org.chessarbiter.tournament.report;

import java.util.Locale;
import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;

/**
 * Scoresheet forms of a round, pre-filled, one page per board. Xiangqi: the form "Biên bản thi đấu"
 * of Luật cờ Tướng 2004 Phụ lục 4 — event, round, date, both players with their numbers, arbiter,
 * 60 numbered moves in two halves (1-30, 31-60) with a column per side, the score each player writes
 * (Điều 11.1 b), the arbiter's decision, and the signatures of both players and the arbiter; the board
 * is added to the header, as the appendix's note allows. The sides are headed "Trắng" and "Đen" as the
 * appendix heads them: a written record names the red pieces Trắng (Điều 2.2: "Các văn bản ghi chép đều
 * thống nhất dùng hai màu này"), where the other printed documents say Đỏ; in English, Red and Black.
 * Chess: the FIDE-style scoresheet — event,
 * date, round, board, White and Black, 60 numbered moves, the result and the signatures (FIDE Laws 2018
 * Art. 8.1, 8.7).
 */
public final class ScoresheetFormReport {

    private static final int ROWS = 30;

    private ScoresheetFormReport() {
    }

    public static String html(Tournament t, int round, Locale locale) {
        Round r = Html.round(t, round);
        GameKind game = t.info().game();
        String kind = game == GameKind.XIANGQI ? "xiangqi" : "chess";
        StringBuilder b = new StringBuilder();
        Html.head(b, t.info().name() + " — " + Html.text("scoresheets", locale, round), locale);
        String first = game == GameKind.XIANGQI ? Html.text("recordRed", locale) : Html.side(game, Side.FIRST, locale);
        String second = Html.side(game, Side.SECOND, locale);
        for (Pairing p : PairingListReport.boardOrder(r)) {
            b.append("<div class=\"page\">\n<h1>").append(Html.label("scoresheet." + kind, locale)).append("</h1>\n<p>")
                    .append(Html.label("event", locale)).append(' ').append(Html.escape(t.info().name())).append("</p>\n<p>")
                    .append(Html.label("round", locale)).append(": ").append(round).append(" &nbsp; ").append(Html.label("board", locale))
                    .append(": ").append(p.board()).append(" &nbsp; ").append(r.date().isEmpty() ? Html.label("dateBlank", locale)
                            : Html.label("date", locale) + ": " + Html.date(r.date(), locale))
                    .append("</p>\n");
            player(b, first, t, p.first(), locale);
            player(b, second, t, p.second(), locale);
            b.append("<p>").append(Html.label("arbiter", locale)).append(": <span class=\"line\"></span></p>\n");
            moves(b, first, second, locale);
            if (game == GameKind.XIANGQI) {
                b.append("<p>").append(Html.label("gameScore", locale)).append(" ").append(Html.escape(first))
                        .append(": <span class=\"line\"></span> ").append(Html.escape(second)).append(": <span class=\"line\"></span></p>\n<p>")
                        .append(Html.label("verdict", locale)).append(" <span class=\"line\"></span></p>\n");
            } else {
                b.append("<p>").append(Html.label("slipResult", locale)).append(" ☐ 1-0 &nbsp; ☐ ½-½ &nbsp; ☐ 0-1</p>\n");
            }
            b.append("<table class=\"wide\"><tr><td class=\"blank\">").append(Html.label("signatureOf", locale, first))
                    .append("</td><td class=\"blank\">").append(Html.label("arbiterSignature", locale)).append("</td><td class=\"blank\">")
                    .append(Html.label("signatureOf", locale, second)).append("</td></tr></table>\n</div>\n");
        }
        Html.close(b);
        return b.toString();
    }

    private static void player(StringBuilder b, String colour, Tournament t, int startNumber, Locale locale) {
        b.append("<p>").append(Html.escape(colour)).append(": <b>").append(Html.escape(Html.name(t, startNumber))).append("</b> &nbsp; ")
                .append(Html.label("playerNumber", locale)).append(' ').append(startNumber).append("</p>\n");
    }

    /** Moves 1 to 60 in two halves side by side: number, first side's move, second side's move. */
    private static void moves(StringBuilder b, String first, String second, Locale locale) {
        b.append("<table class=\"wide moves\">\n<tr>");
        for (int half = 0; half < 2; half++) {
            b.append("<th>").append(Html.label("move", locale)).append("</th><th>").append(Html.escape(first)).append("</th><th>")
                    .append(Html.escape(second)).append("</th>");
        }
        b.append("</tr>\n");
        for (int i = 1; i <= ROWS; i++) {
            b.append("<tr><td class=\"n\">").append(i).append("</td><td></td><td></td><td class=\"n\">").append(i + ROWS)
                    .append("</td><td></td><td></td></tr>\n");
        }
        b.append("</table>\n");
    }
}
