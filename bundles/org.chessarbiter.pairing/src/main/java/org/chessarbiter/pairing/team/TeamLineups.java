package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;

/**
 * The teams of a team event as the team pairing systems take them: each team's players (start
 * numbers) in board order, team numbers being the positions from 1. A match is played on as many
 * boards as the smallest team has players; the players after them are reserves (000 16.1.3-16.1.4).
 *
 * @param teams the teams' players, board order
 */
record TeamLineups(List<List<Integer>> teams) {

    TeamLineups {
        teams = teams.stream().map(List::copyOf).toList();
    }

    /** @return the boards of a match */
    int boards() {
        return teams.stream().mapToInt(List::size).min().orElse(0);
    }

    /** @return the player of team {@code team} (1-based) on board {@code board} (1-based) */
    int player(int team, int board) {
        return teams.get(team - 1).get(board - 1);
    }

    /** @return the team (1-based) whose regular boards hold {@code player}, 0 when none */
    int teamOf(int player) {
        for (int t = 0; t < teams.size(); t++) {
            if (teams.get(t).subList(0, boards()).contains(player)) {
                return t + 1;
            }
        }
        return 0;
    }

    /** @return why the teams cannot be paired for {@code request}: fewer than two, an empty one, a player not in it */
    List<Problem> check(PairingRequest request) {
        List<Problem> errors = new ArrayList<>();
        if (teams.size() < 2 || boards() < 1) {
            errors.add(SystemMessages.invalid(Location.part("teams"), "error.teamsMissing", teams.size()));
        }
        for (int t = 0; t < teams.size() && errors.isEmpty(); t++) {
            for (int id : teams.get(t)) {
                if (request.player(id).isEmpty()) {
                    errors.add(SystemMessages.invalid(Location.part("teams").element(t), "error.teamMember", t + 1, id));
                }
            }
        }
        return errors;
    }

    /**
     * The players' boards of a team match, board against board ({@link TeamMatch#games}), appended
     * to {@code out} and numbered on from it.
     *
     * @param reversed true to give each board the other colours (a second cycle)
     */
    void addGames(TeamMatch match, boolean reversed, List<Board> out) {
        for (TeamGame g : match.games(boards())) {
            int a = player(match.priorityTeam(), g.teamAPlayer());
            int b = player(match.otherTeam(), g.teamBPlayer());
            out.add(g.teamAWhite() != reversed ? new Board(out.size() + 1, a, b) : new Board(out.size() + 1, b, a));
        }
    }
}
