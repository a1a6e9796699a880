package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Checked;
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

    /**
     * @return why {@code request} cannot be paired as a team round: the request's own problems ({@link RequestValidator}),
     *         else the teams' (fewer than two, an empty one, a player not in it)
     */
    List<Problem> check(PairingRequest request) {
        List<Problem> errors = new ArrayList<>(RequestValidator.validate(request));
        if (!errors.isEmpty()) {
            return errors;
        }
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

    /** The byes of the players of the teams given a bye (or absent) in a round of the teams: the team's bye for each. */
    List<Bye> byes(RoundPairing teamRound) {
        List<Bye> byes = new ArrayList<>();
        for (Bye b : teamRound.byes()) {
            teams.get(b.player() - 1).forEach(p -> byes.add(new Bye(p, b.kind())));
        }
        return byes;
    }

    /**
     * The request of the teams: one unit per team (its number), for the stage {@code stage} of an event whose
     * stages (team rounds) are {@code roundsPerStage} rounds of the players each (an English match: as many as
     * the boards). A unit's history has one entry per stage played: the opponent team and the colour of its first
     * board in the stage's first round, and what {@code stagePoints} makes of the two teams' results; its score is
     * their sum (000 16.1.5: a team's result is the sum of its players' points).
     */
    Checked<PairingRequest> unitRequest(PairingRequest request, int stage, int roundsPerStage, StagePoints stagePoints) {
        List<PairingPlayer> units = new ArrayList<>();
        for (int t = 1; t <= teams.size(); t++) {
            PairingPlayer first = request.player(player(t, 1)).orElseThrow();
            List<PastRound> history = new ArrayList<>();
            int total = 0;
            for (int s = 0; s < stage - 1; s++) {
                PastRound board1 = first.history().get(s * roundsPerStage);
                StageResult own = stageResult(request, t, s, roundsPerStage);
                if (board1.opponent() == 0) {
                    total += own.total();
                    history.add(PastRound.bye(board1.kind(), own.total()));
                    continue;
                }
                int opponent = teamOf(board1.opponent());
                if (opponent == 0) {
                    return Checked.fail(SystemMessages.invalid(Location.part("teams").element(t - 1), "error.notATeamMatch", t,
                            s * roundsPerStage + 1));
                }
                int points = stagePoints.of(new Stage(s + 1, t, opponent, board1), own, stageResult(request, opponent, s, roundsPerStage));
                total += points;
                history.add(new PastRound(opponent, board1.colour(), board1.kind(), points));
            }
            units.add(new PairingPlayer(t, "", 0, total, history, first.availability()));
        }
        return Checked.ok(new PairingRequest(stage, Math.max(stage, request.totalRounds() / roundsPerStage), units,
                request.options()));
    }

    /** The points of team {@code team}'s players (its regular boards) in stage {@code stage} (0-based), board by board. */
    private StageResult stageResult(PairingRequest request, int team, int stage, int roundsPerStage) {
        List<Integer> byBoard = new ArrayList<>();
        for (int b = 1; b <= boards(); b++) {
            int points = 0;
            for (int r = stage * roundsPerStage; r < (stage + 1) * roundsPerStage; r++) {
                points += request.player(player(team, b)).orElseThrow().history().get(r).points();
            }
            byBoard.add(points);
        }
        return new StageResult(byBoard);
    }

    /**
     * A team's points in one stage, board by board (in tenths); ordered as 000 16.1.5 ranks teams: by the total,
     * then by the first board's points, then the second's, and so on.
     */
    record StageResult(List<Integer> byBoard) implements Comparable<StageResult> {

        StageResult {
            byBoard = List.copyOf(byBoard);
        }

        int total() {
            return byBoard.stream().mapToInt(Integer::intValue).sum();
        }

        @Override
        public int compareTo(StageResult o) {
            int c = Integer.compare(total(), o.total());
            for (int b = 0; c == 0 && b < Math.min(byBoard.size(), o.byBoard.size()); b++) {
                c = Integer.compare(byBoard.get(b), o.byBoard.get(b));
            }
            return c;
        }
    }

    /** What a team's history records of a stage from its result and its opponent's. */
    interface StagePoints {

        /** The team's points as they are (the team Swiss systems, 000 16.5). */
        StagePoints SUMMED = (stage, own, opponent) -> own.total();

        int of(Stage stage, StageResult own, StageResult opponent);
    }

    /**
     * One team's match of one stage: the stage (from 1), the team and its opponent (team numbers), and what the
     * team's first board played in the stage's first round.
     */
    record Stage(int number, int team, int opponent, PastRound firstBoard) {
    }
}
