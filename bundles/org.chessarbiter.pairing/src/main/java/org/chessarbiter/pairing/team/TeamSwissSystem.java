package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;

/**
 * A team Swiss system (000 16.5, 001 30.5: "the teams are grouped by score and paired as players are"): the
 * teams are the units of an individual Swiss system (the FIDE Dutch system for {@code TEAM_DUTCH_2026}), each
 * team's score the sum of its players' points (000 16.1.5), its history read from its first board (opponent
 * team, colour); the team the individual system gives white has white on its odd boards, board meets board
 * ({@link TeamMatch#games}). The players of a team given a bye (or absent) get the same bye.
 * <p>
 * Interpretation: the units have no rating, so the initial order of the teams is their team numbers (the order
 * of the TRF 310 lines), as 000 16.1.3 lets the lot decide A, B, C...
 */
public final class TeamSwissSystem implements PairingSystem {

    private final TeamLineups teams;
    private final PairingSystem units;
    private final Message name;
    private final IntFunction<Message> header;

    /**
     * @param teams      each team's players (start numbers) in board order; team numbers are the positions, from 1
     * @param unitSystem the individual Swiss system that pairs the teams as its players
     */
    public TeamSwissSystem(List<List<Integer>> teams, PairingSystem unitSystem) {
        this(teams, unitSystem, SystemMessages.of("system.teamSwiss", unitSystem.displayName()),
                boards -> SystemMessages.of("explain.teamSwiss", unitSystem.displayName(), boards));
    }

    /** The same with its own name and first line of the explanation (given the boards of a match). */
    TeamSwissSystem(List<List<Integer>> teams, PairingSystem unitSystem, Message name, IntFunction<Message> header) {
        this.teams = new TeamLineups(teams);
        this.units = unitSystem;
        this.name = name;
        this.header = header;
    }

    @Override
    public String id() {
        return "TEAM_" + units.id();
    }

    @Override
    public Message displayName() {
        return name;
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = teams.check(request);
        Checked<PairingRequest> unitRequest = errors.isEmpty()
                ? teams.unitRequest(request, request.round(), 1, TeamLineups.StagePoints.SUMMED)
                : new Checked.Failed<>(errors);
        if (!unitRequest.isOk()) {
            return new PairingOutcome.Failed(unitRequest.errors());
        }
        PairingOutcome teamOutcome = units.pair(unitRequest.orThrow());
        if (teamOutcome instanceof PairingOutcome.Failed f) {
            return f;
        }
        RoundPairing teamRound = teamOutcome.orThrow();
        Explanation.Builder why = new Explanation.Builder().add(header.apply(teams.boards()));
        teamRound.explanation().lines().forEach(why::add);
        List<Board> out = new ArrayList<>();
        for (Board match : teamRound.boards()) {
            why.add(SystemMessages.of("explain.teamMatch", match.number(), match.white(), match.black()));
            teams.addGames(new TeamMatch(match.number(), match.white(), match.black()), false, out);
        }
        return new PairingOutcome.Paired(new RoundPairing(request.round(), out, teams.byes(teamRound), why.build()));
    }
}
