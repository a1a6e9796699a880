package org.chessarbiter.pairing.team;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.roundrobin.BergerGenerator;
import org.chessarbiter.pairing.roundrobin.BergerTable;
import org.chessarbiter.pairing.systems.Checked;

/**
 * Team round robin (000 16.4, 001 30.4): the individual Berger table with team numbers (team 1 =
 * A, 2 = B, ...); the team that would have white in the individual table has priority, so its odd
 * boards have white and its even boards black. With an odd number of teams, the team that meets
 * the dummy number rests.
 */
public final class TeamRoundRobin {

    private final BergerTable table;

    private TeamRoundRobin(BergerTable table) {
        this.table = table;
    }

    /** @return the schedule for {@code teams} teams, or why not */
    public static Checked<TeamRoundRobin> of(int teams) {
        return BergerGenerator.generate(teams).map(TeamRoundRobin::new);
    }

    /** @return the number of rounds */
    public int rounds() {
        return table.roundCount();
    }

    /** @return the matches of {@code round}, priority team first, in the table's order */
    public List<TeamMatch> matches(int round) {
        List<TeamMatch> out = new ArrayList<>();
        for (Board b : table.games(round)) {
            out.add(new TeamMatch(b.number(), b.white(), b.black()));
        }
        return out;
    }

    /** @return the team that rests in {@code round}, when the number of teams is odd */
    public Optional<Integer> resting(int round) {
        return table.resting(round);
    }
}
