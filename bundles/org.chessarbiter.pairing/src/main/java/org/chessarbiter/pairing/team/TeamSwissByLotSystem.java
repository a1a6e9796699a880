package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.bylot.LotDraw;
import org.chessarbiter.pairing.bylot.SwissByLotSystem;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;

/**
 * The team Swiss system by lot (000 16.5, 001 30.5): the teams are the units of the Swiss system by
 * lot ({@link SwissByLotSystem}, drawn with the tournament's seed), each team's score the sum of its
 * players' points, its history read from its first board (opponent team, colour); the team the draw
 * gives white has white on its odd boards, board meets board ({@link TeamMatch#games}). The players
 * of a team given a bye (or absent) get the same bye.
 */
public final class TeamSwissByLotSystem implements PairingSystem {

    private final TeamLineups teams;
    private final SwissByLotSystem lot;

    /**
     * @param teams          each team's players (start numbers) in board order; team numbers are the positions, from 1
     * @param tournamentSeed the seed recorded for the tournament
     */
    public TeamSwissByLotSystem(List<List<Integer>> teams, long tournamentSeed) {
        this.teams = new TeamLineups(teams);
        this.lot = new SwissByLotSystem(tournamentSeed);
    }

    @Override
    public String id() {
        return "TEAM_SWISS_BY_LOT";
    }

    @Override
    public Message displayName() {
        return SystemMessages.of("system.teamSwissByLot");
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = new ArrayList<>(RequestValidator.validate(request));
        if (errors.isEmpty()) {
            errors.addAll(teams.check(request));
        }
        Checked<PairingRequest> units = errors.isEmpty() ? teamRequest(request) : new Checked.Failed<>(errors);
        if (!units.isOk()) {
            return new PairingOutcome.Failed(units.errors());
        }
        Checked<LotDraw> drawn = SwissByLotSystem.draw(units.orThrow(), lot.seedFor(request.round()));
        if (!drawn.isOk()) {
            return new PairingOutcome.Failed(drawn.errors());
        }
        RoundPairing teamRound = drawn.orThrow().pairing();
        Explanation.Builder why = new Explanation.Builder().add(SystemMessages.of("explain.teamLot", teams.boards()));
        teamRound.explanation().lines().forEach(why::add);
        List<Board> out = new ArrayList<>();
        for (Board match : teamRound.boards()) {
            why.add(SystemMessages.of("explain.teamMatch", match.number(), match.white(), match.black()));
            teams.addGames(new TeamMatch(match.number(), match.white(), match.black()), false, out);
        }
        List<Bye> byes = new ArrayList<>();
        for (Bye b : teamRound.byes()) {
            teams.teams().get(b.player() - 1).forEach(p -> byes.add(new Bye(p, b.kind())));
        }
        return new PairingOutcome.Paired(new RoundPairing(request.round(), out, byes, why.build()));
    }

    /** The request of the teams: one unit per team, its history and score from its players'. */
    private Checked<PairingRequest> teamRequest(PairingRequest request) {
        List<PairingPlayer> units = new ArrayList<>();
        for (int t = 1; t <= teams.teams().size(); t++) {
            PairingPlayer first = request.player(teams.player(t, 1)).orElseThrow();
            List<PastRound> history = new ArrayList<>();
            int total = 0;
            for (int r = 0; r < request.round() - 1; r++) {
                PastRound board1 = first.history().get(r);
                int points = 0;
                for (int b = 1; b <= teams.boards(); b++) {
                    points += request.player(teams.player(t, b)).orElseThrow().history().get(r).points();
                }
                total += points;
                if (board1.opponent() == 0) {
                    history.add(PastRound.bye(board1.kind(), points));
                    continue;
                }
                int opponent = teams.teamOf(board1.opponent());
                if (opponent == 0) {
                    return Checked.fail(SystemMessages.invalid(Location.part("teams").element(t - 1), "error.notATeamMatch", t, r + 1));
                }
                history.add(new PastRound(opponent, board1.colour(), board1.kind(), points));
            }
            units.add(new PairingPlayer(t, "", 0, total, history, first.availability()));
        }
        return Checked.ok(new PairingRequest(request.round(), request.totalRounds(), units, request.options()));
    }
}
