package org.chessarbiter.tournament.report;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.standings.StandingsContext;

/**
 * The player's tracking card, "thẻ theo dõi thi đấu" of 000 Part 2 Art. 14.1 (Luật cờ Tướng 2004
 * Điều 29.1 has the same card): the player's name,
 * grade and number, then one line per round — opponent's name, grade and number, colour, result,
 * group, running total, note.
 * The "nhóm" (group) column (Art. 14.3): "-" when the player met an opponent of his own score
 * group, "↓" when he was paired down ("đi xuống": the opponent had fewer points before the round),
 * "↑" when paired up. Interpretation: a round without an opponent has an empty group and its bye
 * kind as the note.
 */
public record TrackingCard(Player player, org.chessarbiter.tournament.core.GameKind game, List<Line> lines) {

    /**
     * One round of the card. {@code colour} is null without a game; {@code result} is 1, ½, 0, +, -, X or "" (the points
     * gained where the tournament scores otherwise, {@link #result}).
     */
    public record Line(int round, String opponentName, String opponentGrade, int opponentNumber, Side colour, String result,
            String group, Points total, String note) {
    }

    public TrackingCard {
        lines = List.copyOf(lines);
    }

    public static TrackingCard of(StandingsContext ctx, int startNumber) {
        int i = ctx.grid().index(startNumber);
        Player p = ctx.tournament().player(startNumber).orElseThrow();
        List<Line> lines = new ArrayList<>();
        for (int r = 1; r <= ctx.rounds(); r++) {
            Cell c = ctx.cell(i, r);
            int o = ctx.grid().index(c.opponent());
            Points total = ctx.scoreAfter(i, r);
            if (o < 0) {
                String note = c.outcome().kind() == Outcome.Kind.BYE ? c.outcome().name() : "";
                lines.add(new Line(r, "", "", 0, null, result(c.outcome(), total.minus(ctx.scoreAfter(i, r - 1))), "", total, note));
                continue;
            }
            Player q = ctx.tournament().player(c.opponent()).orElseThrow();
            int cmp = ctx.scoreAfter(i, r - 1).compareTo(ctx.scoreAfter(o, r - 1));
            String group = cmp == 0 ? "-" : cmp > 0 ? "↓" : "↑";
            lines.add(new Line(r, q.name(), StandingsReport.grade(q), q.startNumber(), c.colour(),
                    result(c.outcome(), total.minus(ctx.scoreAfter(i, r - 1))), group, total, c.outcome() == Outcome.ANNULLED ? "X" : ""));
        }
        return new TrackingCard(p, ctx.tournament().info().game(), lines);
    }

    /**
     * The result as the card writes it: 1, ½, 0 as a game scores them by the FIDE rules; where the tournament scores
     * otherwise (xiangqi's 2 for a win and 1 for a draw, Luật cờ Tướng 2004; a 3-1-0 event), the points {@code gained}, so
     * that the column adds up to the running total beside it. A forfeit keeps its mark (+, -).
     */
    static String result(Outcome o, Points gained) {
        String symbol = Html.symbol(o);
        Points standard = switch (symbol) {
            case "1" -> Points.ONE;
            case "½" -> Points.HALF;
            case "0" -> Points.ZERO;
            default -> null;
        };
        return standard == null || standard.equals(gained) ? symbol : Html.points(gained);
    }
}
