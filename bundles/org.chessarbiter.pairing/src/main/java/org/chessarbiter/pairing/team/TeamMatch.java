package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

/**
 * A match between two teams in a team event: boards meet boards (000 16.1.1–16.1.3: A1 meets B1,
 * A2 meets B2, ...), the priority team having white on the odd boards ({@link BoardColours}).
 *
 * @param board        the match (table) number in the round, 1-based
 * @param priorityTeam the team number with priority (white on board 1)
 * @param otherTeam    the other team number
 */
public record TeamMatch(int board, int priorityTeam, int otherTeam) {

    /** @return the games of the match for {@code boards} boards; team A is the priority team */
    public List<TeamGame> games(int boards) {
        List<TeamGame> games = new ArrayList<>(boards);
        for (int b = 1; b <= boards; b++) {
            games.add(new TeamGame(b, b, b, BoardColours.priorityHasWhite(b, 1)));
        }
        return games;
    }

    /** @return the match as printed in 000 16.4 (team 1 = A, 2 = B, ...), e.g. {@code A-H} */
    public String printed() {
        return letter(priorityTeam) + "-" + letter(otherTeam);
    }

    /** @return the team's letter for numbers 1–26, the number otherwise */
    public static String letter(int team) {
        return team >= 1 && team <= 26 ? String.valueOf((char) ('A' + team - 1)) : Integer.toString(team);
    }
}
