package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.bylot.LotDraw;
import org.chessarbiter.pairing.bylot.SwissByLotSystem;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
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
        Checked<PairingRequest> units = errors.isEmpty()
                ? teams.unitRequest(request, request.round(), 1, TeamLineups.StagePoints.SUMMED)
                : new Checked.Failed<>(errors);
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
        return new PairingOutcome.Paired(new RoundPairing(request.round(), out, teams.byes(teamRound), why.build()));
    }
}
