package org.chessarbiter.tournament.core;

import java.util.List;

/**
 * One board of a round: first player (White / Red) against second player (Black), the games of
 * the encounter (one, or two for the two-game matches of Luật cờ Tướng 2004 Điều 21.2, colours
 * alternating) and an optional link to the scoresheet file(s).
 */
public record Pairing(int board, int first, int second, List<GameResult> games, String scoresheet) {

    public Pairing {
        games = List.copyOf(games);
        if (games.isEmpty()) {
            throw new IllegalArgumentException("a pairing has at least one game");
        }
        if (first == second) {
            throw new IllegalArgumentException("a player cannot meet himself: " + first);
        }
    }

    public static Pairing of(int board, int first, int second, GameResult result) {
        return new Pairing(board, first, second, List.of(result), "");
    }

    /** The result of the (first) game. */
    public GameResult result() {
        return games.get(0);
    }

    public boolean involves(int player) {
        return first == player || second == player;
    }
}
