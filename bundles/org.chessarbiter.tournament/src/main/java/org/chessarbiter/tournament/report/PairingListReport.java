package org.chessarbiter.tournament.report;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.StandingsContext;

/**
 * The pairing list of a round as printable HTML, the list arbiters post in the playing hall: by board
 * (board, first player — White, or Red in xiangqi — with his number and points before the round, the
 * result when known, second player), then the players without an opponent and why; and alphabetical
 * (each player's board, colour and opponent), so that a player finds his board by his name.
 */
public final class PairingListReport {

    private PairingListReport() {
    }

    /** Round {@code round}'s boards in board order, then its byes. */
    public static String byBoard(Tournament t, int round, Locale locale) {
        Round r = Html.round(t, round);
        StandingsContext before = StandingsContext.of(t);
        GameKind game = t.info().game();
        StringBuilder b = new StringBuilder();
        Html.open(b, t.info().name() + " — " + Html.text("pairings", locale, round), locale);
        b.append("<table class=\"wide\">\n<tr><th>").append(Html.label("board", locale)).append("</th><th>")
                .append(Html.label("number", locale)).append("</th><th>").append(Html.escape(Html.side(game, Side.FIRST, locale)))
                .append("</th><th>").append(Html.label("score", locale)).append("</th><th>").append(Html.label("result", locale))
                .append("</th><th>").append(Html.label("score", locale)).append("</th><th>")
                .append(Html.escape(Html.side(game, Side.SECOND, locale))).append("</th><th>").append(Html.label("number", locale))
                .append("</th></tr>\n");
        for (Pairing p : boardOrder(r)) {
            b.append("<tr><td class=\"n\">").append(p.board()).append("</td><td class=\"n\">").append(p.first()).append("</td><td>")
                    .append(Html.escape(Html.name(t, p.first()))).append("</td><td class=\"n\">").append(scoreBefore(before, p.first(), round))
                    .append("</td><td>").append(Html.escape(result(p))).append("</td><td class=\"n\">")
                    .append(scoreBefore(before, p.second(), round)).append("</td><td>").append(Html.escape(Html.name(t, p.second())))
                    .append("</td><td class=\"n\">").append(p.second()).append("</td></tr>\n");
        }
        b.append("</table>\n");
        if (!r.byes().isEmpty()) {
            b.append("<h2>").append(Html.label("byes", locale)).append("</h2>\n<table>\n");
            for (Bye bye : r.byes()) {
                b.append("<tr><td class=\"n\">").append(bye.player()).append("</td><td>").append(Html.escape(Html.name(t, bye.player())))
                        .append("</td><td>").append(Html.label("note." + bye.kind().outcome().name(), locale)).append("</td></tr>\n");
            }
            b.append("</table>\n");
        }
        Html.close(b);
        return b.toString();
    }

    /** Every player of round {@code round} in alphabetical order (the language's collation): board, colour, opponent. */
    public static String alphabetical(Tournament t, int round, Locale locale) {
        Round r = Html.round(t, round);
        GameKind game = t.info().game();
        List<String[]> rows = new ArrayList<>();
        for (Pairing p : r.pairings()) {
            rows.add(row(t, p.first(), String.valueOf(p.board()), Html.side(game, Side.FIRST, locale), p.second()));
            rows.add(row(t, p.second(), String.valueOf(p.board()), Html.side(game, Side.SECOND, locale), p.first()));
        }
        for (Bye bye : r.byes()) {
            rows.add(new String[] {Html.name(t, bye.player()), String.valueOf(bye.player()), "", "",
                Html.text("note." + bye.kind().outcome().name(), locale), ""});
        }
        Collator collator = Collator.getInstance(locale);
        rows.sort(Comparator.comparing((String[] row) -> row[0], collator).thenComparing(row -> Integer.parseInt(row[1])));
        StringBuilder b = new StringBuilder();
        Html.open(b, t.info().name() + " — " + Html.text("pairingsAlphabetical", locale, round), locale);
        b.append("<table class=\"wide\">\n<tr>");
        for (String k : new String[] {"name", "number", "board", "colour", "opponent", "number"}) {
            b.append("<th>").append(Html.label(k, locale)).append("</th>");
        }
        b.append("</tr>\n");
        for (String[] row : rows) {
            b.append("<tr><td>").append(Html.escape(row[0])).append("</td><td class=\"n\">").append(row[1]).append("</td><td class=\"n\">")
                    .append(row[2]).append("</td><td>").append(Html.escape(row[3])).append("</td><td>").append(Html.escape(row[4]))
                    .append("</td><td class=\"n\">").append(row[5]).append("</td></tr>\n");
        }
        b.append("</table>\n");
        Html.close(b);
        return b.toString();
    }

    /** The boards of a round in board order. */
    static List<Pairing> boardOrder(Round r) {
        return r.pairings().stream().sorted(Comparator.comparingInt(Pairing::board)).toList();
    }

    private static String[] row(Tournament t, int player, String board, String colour, int opponent) {
        return new String[] {Html.name(t, player), String.valueOf(player), board, colour, Html.name(t, opponent), String.valueOf(opponent)};
    }

    /** The result as written on a pairing list: "1-0", "½-½", "+/-"... for each game; "" while a game is pending. */
    private static String result(Pairing p) {
        List<String> games = new ArrayList<>();
        for (var g : p.games()) {
            games.add(g.forFirst() == org.chessarbiter.tournament.core.Outcome.PENDING ? "" : g.notation());
        }
        return String.join(" ", games).strip();
    }

    /** A player's points before round {@code round} (after the rounds before it). */
    private static String scoreBefore(StandingsContext ctx, int startNumber, int round) {
        int i = ctx.grid().index(startNumber);
        return i < 0 ? "" : Html.points(ctx.scoreAfter(i, Math.min(round - 1, ctx.rounds())));
    }

    /** Players by name in the language's collation, then by number. */
    static List<Player> alphabetically(List<Player> players, Locale locale) {
        Collator collator = Collator.getInstance(locale);
        return players.stream().sorted(Comparator.comparing(Player::name, collator).thenComparingInt(Player::startNumber)).toList();
    }
}
