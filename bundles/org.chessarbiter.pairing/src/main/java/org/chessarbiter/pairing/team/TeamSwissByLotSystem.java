package org.chessarbiter.pairing.team;

import java.util.List;

import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.bylot.SwissByLotSystem;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Message;

/**
 * The team Swiss system by lot (000 16.5, 001 30.5): the teams are the units of the Swiss system by
 * lot ({@link SwissByLotSystem}, drawn with the tournament's seed), each team's score the sum of its
 * players' points, its history read from its first board (opponent team, colour); the team the draw
 * gives white has white on its odd boards, board meets board ({@link TeamMatch#games}). The players
 * of a team given a bye (or absent) get the same bye. A {@link TeamSwissSystem} over the lot.
 */
public final class TeamSwissByLotSystem implements PairingSystem {

    private final TeamSwissSystem system;

    /**
     * @param teams          each team's players (start numbers) in board order; team numbers are the positions, from 1
     * @param tournamentSeed the seed recorded for the tournament
     */
    public TeamSwissByLotSystem(List<List<Integer>> teams, long tournamentSeed) {
        this.system = new TeamSwissSystem(teams, new SwissByLotSystem(tournamentSeed), SystemMessages.of("system.teamSwissByLot"),
                boards -> SystemMessages.of("explain.teamLot", boards));
    }

    @Override
    public String id() {
        return "TEAM_SWISS_BY_LOT";
    }

    @Override
    public Message displayName() {
        return system.displayName();
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        return system.pair(request);
    }
}
