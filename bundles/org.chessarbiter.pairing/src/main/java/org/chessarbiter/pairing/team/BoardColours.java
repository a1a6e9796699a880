package org.chessarbiter.pairing.team;

/**
 * The board colour rule shared by the team systems: in a match between two teams, the team with
 * priority (team A of a simultaneous match, 000 16.2.1 / 001 30.2.1; the team that has white in
 * the individual table, 000 16.4 / 001 30.4; the team given white by the draw, 000 16.5 / 001 30.5)
 * has white on the odd boards and black on the even boards ("các số lẻ đội A được cầm quân Trắng đi
 * trước và số chẵn đội A giữ quân Đen đi sau"). In a match of several games (16.2.1: "từ 1-4
 * ván") the colours alternate from game to game.
 */
public final class BoardColours {

    private BoardColours() {
    }

    /**
     * @param board the board number, 1-based
     * @param game  the game of the match on that board, 1-based
     * @return true when the priority team has white on that board in that game
     */
    public static boolean priorityHasWhite(int board, int game) {
        return (board % 2 == 1) == (game % 2 == 1);
    }
}
