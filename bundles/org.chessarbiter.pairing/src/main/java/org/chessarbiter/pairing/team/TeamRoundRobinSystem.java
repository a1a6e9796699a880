package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;

/**
 * The team round robin (000 16.4, 001 30.4) as a pairing system of the teams' players: the round's
 * matches are those of {@link TeamRoundRobin} (team 1, 2, ... in the order given), board meets board
 * ({@link TeamMatch#games}: the priority team white on its odd boards), one or more cycles, the
 * colours of the first cycle reversed in the second (as 000 Art. 15 for individuals). A team's
 * players beyond the number of boards (the smallest team's size) are its reserves: they are not
 * paired. With an odd number of teams, the players of the team that rests are not paired (zero-point
 * bye; the team's points for the free round are the team ranking's matter).
 */
public final class TeamRoundRobinSystem implements PairingSystem {

    private final TeamLineups teams;
    private final int cycles;

    /**
     * @param teams  each team's players (start numbers) in board order; team numbers are the positions, from 1
     * @param cycles 1 for a single round robin, 2 for a double one
     */
    public TeamRoundRobinSystem(List<List<Integer>> teams, int cycles) {
        this.teams = new TeamLineups(teams);
        this.cycles = Math.max(1, cycles);
    }

    @Override
    public String id() {
        return cycles == 1 ? "TEAM_ROUND_ROBIN" : "TEAM_ROUND_ROBIN_X" + cycles;
    }

    @Override
    public Message displayName() {
        return SystemMessages.of("system.teamRoundRobin", cycles);
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = teams.check(request);
        if (!errors.isEmpty()) {
            return new PairingOutcome.Failed(errors);
        }
        int boards = teams.boards();
        Checked<TeamRoundRobin> schedule = TeamRoundRobin.of(teams.teams().size());
        if (!schedule.isOk()) {
            return new PairingOutcome.Failed(schedule.errors());
        }
        TeamRoundRobin rr = schedule.orThrow();
        if (request.round() > rr.rounds() * cycles) {
            return new PairingOutcome.Failed(List.of(SystemMessages.invalid(Location.part("round"), "error.roundRobinRounds",
                    request.round(), rr.rounds() * cycles)));
        }
        int base = (request.round() - 1) % rr.rounds() + 1;
        int cycle = (request.round() - 1) / rr.rounds() + 1;
        boolean reversed = cycle % 2 == 0;
        Explanation.Builder why = new Explanation.Builder()
                .add(SystemMessages.of("explain.teamRound", base, teams.teams().size(), cycle, boards));
        if (reversed) {
            why.add(SystemMessages.of("explain.coloursReversed", cycle));
        }
        List<Board> out = new ArrayList<>();
        for (TeamMatch m : rr.matches(base)) {
            why.add(SystemMessages.of("explain.teamMatch", m.board(), m.priorityTeam(), m.otherTeam()));
            teams.addGames(m, reversed, out);
        }
        List<Bye> byes = new ArrayList<>();
        rr.resting(base).ifPresent(t -> {
            why.add(SystemMessages.of("explain.teamRests", t));
            teams.teams().get(t - 1).forEach(p -> byes.add(new Bye(p, ByeKind.ZERO_POINT)));
        });
        return new PairingOutcome.Paired(new RoundPairing(request.round(), out, byes, why.build()));
    }
}
