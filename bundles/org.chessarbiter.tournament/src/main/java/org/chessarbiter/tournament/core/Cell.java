package org.chessarbiter.tournament.core;

import java.util.List;
import org.chessarbiter.rules.Side;

/**
 * One player's round in the result grid: the opponent (0 for none), the colour of the (first)
 * game (null without a game), and the player's outcomes (one per game of the encounter).
 */
public record Cell(int opponent, Side colour, List<Outcome> games) {

    public static final Cell NOT_PAIRED = new Cell(0, null, List.of(Outcome.NOT_PAIRED));

    public Cell {
        games = List.copyOf(games);
    }

    public static Cell of(int opponent, Side colour, Outcome outcome) {
        return new Cell(opponent, colour, List.of(outcome));
    }

    /** The outcome of the (first) game. */
    public Outcome outcome() {
        return games.get(0);
    }

    public boolean hasOpponent() {
        return opponent > 0;
    }

    public Cell withOutcome(Outcome o) {
        return new Cell(opponent, colour, games.stream().map(g -> o).toList());
    }

    public Points points(Scoring scoring) {
        Points p = Points.ZERO;
        for (Outcome o : games) {
            p = p.plus(scoring.points(o));
        }
        return p;
    }
}
