package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/**
 * Three teams of two boards, all-play-all: team 1 (A, B), team 2 (C, D), team 3 (E, F).
 * <pre>
 * R1 team1-team2: A-C 1-0, D-B =    (2 boards: team1 1.5, team2 0.5)    team3 free
 * R2 team2-team3: C-E 0-1, F-D 1-0  (team2 0, team3 2)                  team1 free
 * R3 team3-team1: E-A =, B-F 0-1   (team3 1.5, team1 0.5)              team2 free
 * board points: team1 1.5 + 0.5 = 2; team2 0.5; team3 2 + 1.5 = 3.5
 * </pre>
 */
class TeamStandingsTest {

    static final List<Team> TEAMS = List.of(new Team(1, "Hà Nội", List.of(1, 2), 2), new Team(2, "Huế", List.of(3, 4), 2),
            new Team(3, "Đà Nẵng", List.of(5, 6), 2));

    /** Three teams, three rounds: R1 team 1 - team 2 (A-C, D-B), R2 team 2 - team 3 (C-E, F-D), R3 team 3 - team 1 (E-A, B-F). */
    static StandingsContext threeTeams(String ac, String db, String ce, String fd, String ea, String bf) {
        return StandingsContext.of(Fixture.players(6, CompetitionSystem.ROUND_ROBIN)
                .round("A-C " + ac, "D-B " + db)
                .round("C-E " + ce, "F-D " + fd)
                .round("E-A " + ea, "B-F " + bf)
                .build());
    }

    /** The tournament of the class comment. */
    static StandingsContext standard() {
        return threeTeams("1-0", "=", "0-1", "1-0", "=", "0-1");
    }

    @Test
    void boardPointsThenCountBack() {
        StandingsContext ctx = standard();
        var rows = TeamStandings.bySeedRules(ctx, TEAMS);
        assertEquals(List.of(3, 1, 2), rows.stream().map(r -> r.team().number()).toList());
        assertEquals(Points.halves(7), rows.get(0).boardPoints());
        assertEquals(List.of(Points.halves(3), Points.of(2)), rows.get(0).byBoard(), "E 1 + 0.5, F 1 + 1");
    }

    /**
     * 16.1.5 count-back: teams 1 and 2 both score 1 board point against each other over two
     * rounds of a double match; team 1's board 1 scored 1, team 2's board 1 scored 0: team 1 first.
     */
    @Test
    void countBackByBoardOne() {
        Tournament t = Fixture.players(4, CompetitionSystem.DOUBLE_ROUND_ROBIN)
                .round("A-C 1-0", "D-B 1-0")
                .round("C-A =", "B-D =")
                .build();
        var rows = TeamStandings.bySeedRules(StandingsContext.of(t), TEAMS.subList(0, 2));
        assertEquals(rows.get(0).boardPoints(), rows.get(1).boardPoints());
        assertEquals(1, rows.get(0).team().number());
        assertEquals(List.of(1, 2), rows.stream().map(TeamStandings.TeamRow::rank).toList());
    }

    @Test
    void teamMatchResults() {
        StandingsContext ctx = standard();
        var m = TeamStandings.matches(ctx, TEAMS);
        assertEquals(List.of(new TeamStandings.TeamMatch(1, 1, 2, Points.halves(3), Points.HALF),
                new TeamStandings.TeamMatch(2, 2, 3, Points.ZERO, Points.of(2)),
                new TeamStandings.TeamMatch(3, 1, 3, Points.HALF, Points.halves(3))), m);
    }

    /**
     * R1 team 1 - team 2: A-C 1-0, D-B = (1.5 : 0.5); R2 team 2 - team 3: C-E 1-0, F-D 0-1 (2 : 0);
     * R3 team 3 - team 1: E-A =, B-F 1-0 (0.5 : 1.5). Game points: team 1 3, team 2 2.5, team 3 0.5.
     */
    @Test
    void gamePointsFirst() {
        StandingsContext ctx = threeTeams("1-0", "=", "1-0", "0-1", "=", "1-0");
        var rows = TeamStandings.byGamePoints(ctx, TEAMS, Points.of(2), Points.ONE);
        assertEquals(List.of(Points.of(3), Points.halves(5), Points.HALF), rows.stream().map(TeamStandings.TeamRow::boardPoints).toList());
    }

    /**
     * R1 A-C 1-0, D-B = (team 1 1.5 : 0.5); R2 C-E 1-0, F-D 0-1 (team 2 2 : 0); R3 E-A 1-0, B-F 1-0
     * (1 : 1, a drawn match). Match points 2 / 1 / 0: team 1 2 + 1 = 3, team 2 0 + 2 = 2, team 3 0 + 1 = 1.
     * Game points: team 1 1.5 + 1 = 2.5, team 2 0.5 + 2 = 2.5, team 3 1: ranked by game points, teams 1
     * and 2 tie and their match points come next.
     */
    @Test
    void matchPointsThenGamePointsBreakTies() {
        StandingsContext ctx = threeTeams("1-0", "=", "1-0", "0-1", "1-0", "1-0");
        var gp = TeamStandings.byGamePoints(ctx, TEAMS, Points.of(2), Points.ONE);
        assertEquals(List.of(1, 2, 3), gp.stream().map(r -> r.team().number()).toList());
        assertEquals(gp.get(0).boardPoints(), gp.get(1).boardPoints());
        var mp = TeamStandings.byMatchPoints(ctx, TEAMS, Points.of(2), Points.ONE);
        assertEquals(List.of(Points.of(3), Points.of(2), Points.ONE), mp.stream().map(TeamStandings.TeamRow::matchPoints).toList());
    }

    /** 000 Art. 2.3 team Buchholz: team 1 met teams 2 (0.5) and 3 (3.5) = 4; team 2 met 1 (2) and 3 (3.5) = 5.5; team 3 met 2 and 1 = 2.5. */
    @Test
    void teamBuchholz() {
        StandingsContext ctx = standard();
        assertEquals(java.util.Map.of(1, Points.of(4), 2, Points.halves(11), 3, Points.halves(5)),
                TeamStandings.buchholz(ctx, TEAMS));
    }

    /** C.07 team ranking: match points 2 / 1 / 0 first: team 3 won two matches (4), team 1 one (2), team 2 none. */
    @Test
    void matchPointsFirst() {
        StandingsContext ctx = standard();
        var rows = TeamStandings.byMatchPoints(ctx, TEAMS, Points.of(2), Points.ONE);
        assertEquals(List.of(Points.of(4), Points.of(2), Points.ZERO), rows.stream().map(TeamStandings.TeamRow::matchPoints).toList());
    }
}
