package org.chessarbiter.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.MatchScoring;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.TeamMatches;
import org.chessarbiter.tournament.core.Tournament;
import org.junit.jupiter.api.Test;

/**
 * The FIDE C.07 team tie-breaks on a team round robin of four teams of two boards (match points
 * 2 / 1 / 0): team 1 = A, B; team 2 = C, D; team 3 = E, F; team 4 = G, H. In the tables below
 * the letters A, B, C, D of the checks stand for teams 1, 2, 3, 4.
 * <pre>
 * R1 T1-T2: A-C 1-0, B-D 1-0 (2-0)     T3-T4: E-G =, F-H = (1-1)
 * R2 T1-T3: A-E 0-1, B-F =   (½-1½)   T2-T4: C-G 1-0, D-H 0-1 (1-1)
 * R3 T1-T4: A-G =, B-H =     (1-1)     T2-T3: C-E 1-0, D-F 1-0 (2-0)
 *        MP   GP    board 1   board 2
 * T1     3    3½    1½        2
 * T2     3    3     2         1
 * T3     3    2½    1½        1
 * T4     3    3     1         2
 * </pre>
 */
class TeamTieBreaksTest {

    private static final List<Team> TEAMS = List.of(new Team(1, "Hà Nội", List.of(1, 2), 2), new Team(2, "Huế", List.of(3, 4), 2),
            new Team(3, "Đà Nẵng", List.of(5, 6), 2), new Team(4, "Cần Thơ", List.of(7, 8), 2));

    private static Tournament individual() {
        return Fixture.players(8, CompetitionSystem.ROUND_ROBIN)
                .round("A-C 1-0", "B-D 1-0", "E-G =", "F-H =")
                .round("A-E 0-1", "B-F =", "C-G 1-0", "D-H 0-1")
                .round("A-G =", "B-H =", "C-E 1-0", "D-F 1-0")
                .build().withTeams(TEAMS);
    }

    private static StandingsContext teams(boolean gamePointsFirst) {
        return StandingsContext.ofMatches(TeamMatches.of(individual()), MatchScoring.teams(Points.of(2), Points.ONE, 2), gamePointsFirst);
    }

    @Test
    void matchPointsAndGamePointsOfEachTeam() {
        StandingsContext ctx = teams(false);
        Check.scores(ctx, "3", "3", "3", "3");
        Check.values(ctx, new GamePoints(), "3.5", "3", "2.5", "3");
        Check.scores(teams(true), "3.5", "3", "2.5", "3");
    }

    /** MPvGP: game points when ranking by match points, match points when ranking by game points. */
    @Test
    void matchOrGamePointsIsTheOtherScore() {
        Check.values(teams(false), Check.tb("MPVGP", C07Edition.V2026), "3.5", "3", "2.5", "3");
        Check.values(teams(true), Check.tb("MPVGP", C07Edition.V2026), "3", "3", "3", "3");
    }

    /**
     * EDE: all four met and each scored 3 match points against the others (tied); game points among
     * them: T1 3½, T2 3, T4 3, T3 2½; T2 and T4 drew their match 1-1 (match and game points): still tied.
     * Ranks: T1, {T2, T4}, T3 (values 3, 2, 2, 1).
     */
    @Test
    void extendedDirectEncounterAlternatesMatchAndGamePoints() {
        StandingsContext ctx = teams(false);
        Check.values(ctx, Check.tb("EDE", C07Edition.V2026), "3", "2", "1", "2");
        assertEquals("ABDC", Check.order(Standings.rank(ctx, List.of(Check.tb("EDE", C07Edition.V2026)))));
        // plain DE on this context compares the game points of the mutual matches only once
        Check.values(ctx, Check.tb("DE", C07Edition.V2026), "3", "2", "1", "2");
    }

    /** EDE separates by match points first: T1 won its match against T2 (1½-½), 2 match points to 0. */
    @Test
    void extendedDirectEncounterUsesMatchPointsFirst() {
        Tournament t = Fixture.players(4, CompetitionSystem.ROUND_ROBIN)
                .round("A-C 1-0", "B-D =")
                .build().withTeams(TEAMS.subList(0, 2));
        StandingsContext ctx = StandingsContext.ofMatches(TeamMatches.of(t), MatchScoring.teams(Points.of(2), Points.ONE, 2), false);
        Check.scores(ctx, "2", "0");
        Check.values(ctx, Check.tb("EDE", C07Edition.V2026), "2", "1");
    }

    /** BC = 1 x board 1 + 2 x board 2: T1 1½ + 4 = 5½, T2 2 + 2 = 4, T3 1½ + 2 = 3½, T4 1 + 4 = 5; lower ranks higher. */
    @Test
    void boardCount() {
        StandingsContext ctx = teams(false);
        TieBreak bc = Check.tb("BC", C07Edition.V2026);
        Check.values(ctx, bc, "5.5", "4", "3.5", "5");
        assertEquals("CBDA", Check.order(Standings.rank(ctx, List.of(bc))));
    }

    /** TBR: board 1 T2 2, T1 1½ = T3 1½ (board 2: T1 2 > T3 1), T4 1: order T2, T1, T3, T4. */
    @Test
    void topBoardResult() {
        Check.values(teams(false), Check.tb("TBR", C07Edition.V2026), "3", "4", "2", "1");
    }

    /**
     * BBE: without the last board (board 2): T2 2, T1 1½ = T3 1½, T4 1; without boards 2 and 1: all 0:
     * order T2, {T1, T3}, T4 (as tiebreakchecker.py gives).
     */
    @Test
    void boardByBoardElimination() {
        Check.values(teams(false), Check.tb("BBE", C07Edition.V2026), "3", "4", "3", "1");
    }

    /**
     * C.07 SB of a team event ranked by match points: the opponent's match points times the match
     * points scored against him (tiebreakchecker.py's SB for teams): every team has 3 MP, so 3 x 3 = 9;
     * equal to EMMSB. Team BH: the opponents' match points, 3 + 3 + 3 = 9.
     */
    @Test
    void teamSonnebornBergerAndBuchholzUseMatchPoints() {
        StandingsContext ctx = teams(false);
        Check.values(ctx, Check.tb("SB", C07Edition.V2026), "9", "9", "9", "9");
        Check.values(ctx, Check.tb("BH", C07Edition.V2026), "9", "9", "9", "9");
    }

    /**
     * Extended SB, opponent's score x own result per match.
     * EMMSB: every team has 3 MP, so 3 x own MP = 9 each.
     * EMGSB: 3 x own GP: 10½, 9, 7½, 9.
     * EGMSB: T1 3x2 + 2½x0 + 3x1 = 9; T2 3½x0 + 3x1 + 2½x2 = 8; T3 3x1 + 3½x2 + 3x0 = 10; T4 2½x1 + 3x1 + 3½x1 = 9.
     * EGGSB: T1 3x2 + 2½x½ + 3x1 = 10¼; T2 3½x0 + 3x1 + 2½x2 = 8; T3 3x1 + 3½x1½ + 3x0 = 8¼; T4 2½x1 + 3x1 + 3½x1 = 9.
     */
    @Test
    void extendedSonnebornBerger() {
        StandingsContext ctx = teams(false);
        Check.values(ctx, Check.tb("EMMSB", C07Edition.V2026), "9", "9", "9", "9");
        Check.values(ctx, Check.tb("EMGSB", C07Edition.V2026), "10.5", "9", "7.5", "9");
        Check.values(ctx, Check.tb("EGMSB", C07Edition.V2026), "9", "8", "10", "9");
        Check.values(ctx, Check.tb("EGGSB", C07Edition.V2026), "10.25", "8", "8.25", "9");
    }

    /**
     * A team Swiss with a bye: three teams; R1 T1-T2 (A-C 1-0, B-D 1-0), T3 bye (E, F pairing-allocated
     * byes); R2 T3-T1 (E-A =, F-B 0-1), T2 bye. A team bye scores a won match and every board
     * (interpretation of MatchScoring.teams): T3 MP 2 + 0 = 2, GP 2 + ½ = 2½. T1 MP 2 + 2 = 4, GP 2 + 1½ = 3½.
     * T2 MP 0 + 2, GP 0 + 2. EMGSB of T1: T2's MP 2 x 2 + T3's MP 2 x 1½ = 7; T2: T1's MP 4 x 0 = 0;
     * T3 (the bye contributes nothing): 4 x ½ = 2.
     * Team Buchholz (C.07 BH over match points, round robin excluded): T1 = T2 2 + T3 2 = 4.
     */
    @Test
    void teamByeAndTeamBuchholz() {
        Tournament t = Fixture.players(6, CompetitionSystem.SWISS_DUTCH)
                .round("A-C 1-0", "B-D 1-0", "E U", "F U")
                .round("E-A =", "F-B 0-1", "C U", "D U")
                .build().withTeams(TEAMS.subList(0, 3));
        StandingsContext ctx = StandingsContext.ofMatches(TeamMatches.of(t), MatchScoring.teams(Points.of(2), Points.ONE, 2), false);
        Check.scores(ctx, "4", "2", "2");
        Check.values(ctx, new GamePoints(), "3.5", "2", "2.5");
        Check.values(ctx, Check.tb("EMGSB", C07Edition.V2026), "7", "0", "2");
        assertEquals(Points.of(4), Check.tb("BH", C07Edition.V2026).values(ctx, new int[] {0})[0]);
    }
}
