package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;

/**
 * The simultaneous match between two teams (000 16.2.1, 001 30.2.1, "đối kháng đồng loạt"): the
 * players with the same number meet (16.1.1, 16.1.3), in a match of 1 to 4 games; team A's odd
 * numbers have white in the first game, the even numbers black, and colours alternate from game to
 * game ({@link BoardColours}). The article recommends an even number of games so that both teams
 * move first equally often; an odd number is allowed (one game "khi mỗi đội có từ 10 đấu thủ trở
 * lên").
 */
public final class SimultaneousMatch {

    /** The most games per board the articles allow ("từ 1-4 ván"). */
    public static final int MAX_GAMES = 4;

    private SimultaneousMatch() {
    }

    /** @return games.get(g - 1) = the boards of game g, or why not */
    public static Checked<List<List<TeamGame>>> schedule(int boards, int games) {
        if (boards < 1 || boards > EnglishMatch.MAX_PLAYERS) {
            return Checked.fail(SystemMessages.invalid(Location.part("boards"), "error.teamSize", boards, EnglishMatch.MAX_PLAYERS));
        }
        if (games < 1 || games > MAX_GAMES) {
            return Checked.fail(SystemMessages.invalid(Location.part("games"), "error.simultaneousGames", games, MAX_GAMES));
        }
        List<List<TeamGame>> out = new ArrayList<>();
        for (int g = 1; g <= games; g++) {
            List<TeamGame> round = new ArrayList<>();
            for (int b = 1; b <= boards; b++) {
                round.add(new TeamGame(b, b, b, BoardColours.priorityHasWhite(b, g)));
            }
            out.add(round);
        }
        return Checked.ok(out);
    }
}
