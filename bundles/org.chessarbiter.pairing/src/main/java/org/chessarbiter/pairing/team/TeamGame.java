package org.chessarbiter.pairing.team;

/**
 * One game between two teams' players.
 *
 * @param board        the board (or table) number, 1-based
 * @param teamAPlayer  the board number of team A's player (A1, A2, ...)
 * @param teamBPlayer  the board number of team B's player (B1, B2, ...)
 * @param teamAWhite   true when team A's player has white
 */
public record TeamGame(int board, int teamAPlayer, int teamBPlayer, boolean teamAWhite) {

    /** @return the game as printed in the seeds, e.g. {@code A1-B3} */
    public String printed() {
        return "A" + teamAPlayer + "-B" + teamBPlayer;
    }
}
