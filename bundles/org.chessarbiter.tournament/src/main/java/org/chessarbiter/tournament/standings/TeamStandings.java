package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Team;

/**
 * Team standings from the games of the team members.
 * <ul>
 * <li>The seeds (000 Part 2 Art. 16.1.5): a team's result is the total of its players' points;
 * ties are broken by the points on board 1, then board 2, and so on (board count-back).</li>
 * <li>000 Part 2 Art. 2.3 offers for teams: match wins and draws (1 / ½: {@link #byMatchPoints} with
 * those values) and the team Buchholz ({@link #buchholz}).</li>
 * <li>FIDE C.07 team events: match points (a match is won by the team with more board points;
 * 2 / 1 / 0 by default) first, then game points (board points), then the same count-back.</li>
 * </ul>
 * Boards (16.1.3 / 16.1.4): in each round a team's players sit in the order of the team list, a
 * reserve taking the next board; a round's board points on board k are those of the k-th member
 * of the list who played that round. A team's opponent in a round is the team of its board-1 player's opponent.
 */
public final class TeamStandings {

    /** One team's line: rank, match points, board (game) points, points by board. */
    public record TeamRow(int rank, Team team, Points matchPoints, Points boardPoints, List<Points> byBoard) {
        public TeamRow {
            byBoard = List.copyOf(byBoard);
        }
    }

    /** A team match of one round: the two teams (by number) and their board points (000 Part 2 Art. 16.1.5). */
    public record TeamMatch(int round, int team, int opponent, Points points, Points opponentPoints) {
    }

    private TeamStandings() {
    }

    /**
     * The team matches, one per pair of teams and round (listed once, from the team that comes
     * first in {@code teams}); a team's opponent is the team of its first playing member's opponent.
     */
    public static List<TeamMatch> matches(StandingsContext ctx, List<Team> teams) {
        java.util.Map<Integer, Team> teamOf = new java.util.HashMap<>();
        for (Team t : teams) {
            t.members().forEach(m -> teamOf.put(m, t));
        }
        List<TeamMatch> out = new ArrayList<>();
        for (int r = 1; r <= ctx.rounds(); r++) {
            java.util.Set<Integer> done = new java.util.HashSet<>();
            for (Team t : teams) {
                Team opp = null;
                Points mine = Points.ZERO;
                Points theirs = Points.ZERO;
                for (int member : t.members()) {
                    int i = ctx.grid().index(member);
                    if (i < 0 || !ctx.cell(i, r).hasOpponent()) {
                        continue;
                    }
                    int o = ctx.grid().index(ctx.cell(i, r).opponent());
                    opp = opp == null ? teamOf.get(ctx.cell(i, r).opponent()) : opp;
                    mine = mine.plus(ctx.points(i, r));
                    theirs = theirs.plus(o >= 0 ? ctx.points(o, r) : Points.ZERO);
                }
                if (opp != null && !done.contains(t.number())) {
                    done.add(t.number());
                    done.add(opp.number());
                    out.add(new TeamMatch(r, t.number(), opp.number(), mine, theirs));
                }
            }
        }
        return out;
    }

    /**
     * Team Buchholz, 000 Part 2 Art. 2.3 ("tổng số điểm toàn bộ các đối thủ của mỗi đội"): the sum of
     * the board points of every team met, one term per match, by team number.
     */
    public static java.util.Map<Integer, Points> buchholz(StandingsContext ctx, List<Team> teams) {
        java.util.Map<Integer, Points> total = new java.util.HashMap<>();
        for (TeamRow r : compute(ctx, teams, Points.ONE, Points.HALF)) {
            total.put(r.team().number(), r.boardPoints());
        }
        java.util.Map<Integer, Points> out = new java.util.TreeMap<>();
        teams.forEach(t -> out.put(t.number(), Points.ZERO));
        for (TeamMatch m : matches(ctx, teams)) {
            out.merge(m.team(), total.get(m.opponent()), Points::plus);
            out.merge(m.opponent(), total.get(m.team()), Points::plus);
        }
        return out;
    }

    /** 000 Part 2 Art. 16.1.5: total board points, then board count-back. */
    public static List<TeamRow> bySeedRules(StandingsContext ctx, List<Team> teams) {
        return rank(compute(ctx, teams, Points.of(2), Points.ONE), Order.BOARD_POINTS);
    }

    /** C.07 team events ranked by game points first: game (board) points, then match points, then board count-back. */
    public static List<TeamRow> byGamePoints(StandingsContext ctx, List<Team> teams, Points matchWin, Points matchDraw) {
        return rank(compute(ctx, teams, matchWin, matchDraw), Order.GAME_THEN_MATCH_POINTS);
    }

    /** C.07 team ranking: match points (win / draw values given), then game points, then board count-back. */
    public static List<TeamRow> byMatchPoints(StandingsContext ctx, List<Team> teams, Points matchWin, Points matchDraw) {
        return rank(compute(ctx, teams, matchWin, matchDraw), Order.MATCH_THEN_GAME_POINTS);
    }

    private static List<TeamRow> compute(StandingsContext ctx, List<Team> teams, Points matchWin, Points matchDraw) {
        int boards = teams.stream().mapToInt(Team::boards).max().orElse(0);
        List<TeamRow> rows = new ArrayList<>();
        for (Team t : teams) {
            Points mp = Points.ZERO;
            Points total = Points.ZERO;
            Points[] byBoard = new Points[Math.max(boards, 1)];
            java.util.Arrays.fill(byBoard, Points.ZERO);
            for (int r = 1; r <= ctx.rounds(); r++) {
                Points mine = Points.ZERO;
                Points theirs = Points.ZERO;
                int board = 0;
                for (int member : t.members()) {
                    int i = ctx.grid().index(member);
                    if (i < 0 || !ctx.cell(i, r).hasOpponent() || board >= byBoard.length) {
                        continue;
                    }
                    Cell c = ctx.cell(i, r);
                    Points p = ctx.points(i, r);
                    byBoard[board] = byBoard[board].plus(p);
                    board++;
                    mine = mine.plus(p);
                    int o = ctx.grid().index(c.opponent());
                    theirs = theirs.plus(o >= 0 ? ctx.points(o, r) : Points.ZERO);
                }
                if (board > 0) {
                    int cmp = mine.compareTo(theirs);
                    mp = mp.plus(cmp > 0 ? matchWin : cmp == 0 ? matchDraw : Points.ZERO);
                }
                total = total.plus(mine);
            }
            rows.add(new TeamRow(0, t, mp, total, List.of(byBoard)));
        }
        return rows;
    }

    /** The primary and secondary scores of a team ranking. */
    private enum Order { BOARD_POINTS, MATCH_THEN_GAME_POINTS, GAME_THEN_MATCH_POINTS }

    private static List<TeamRow> rank(List<TeamRow> rows, Order order) {
        Comparator<TeamRow> c = switch (order) {
            case BOARD_POINTS -> Comparator.comparing(TeamRow::boardPoints);
            case MATCH_THEN_GAME_POINTS -> Comparator.comparing(TeamRow::matchPoints).thenComparing(TeamRow::boardPoints);
            case GAME_THEN_MATCH_POINTS -> Comparator.comparing(TeamRow::boardPoints).thenComparing(TeamRow::matchPoints);
        };
        Comparator<TeamRow> countBack = (a, b) -> {
            for (int k = 0; k < Math.min(a.byBoard().size(), b.byBoard().size()); k++) {
                int d = a.byBoard().get(k).compareTo(b.byBoard().get(k));
                if (d != 0) {
                    return d;
                }
            }
            return 0;
        };
        Comparator<TeamRow> full = c.thenComparing(countBack).reversed();
        List<TeamRow> sorted = new ArrayList<>(rows);
        sorted.sort(full.thenComparingInt(r -> r.team().number()));
        List<TeamRow> out = new ArrayList<>();
        for (int k = 0; k < sorted.size(); k++) {
            TeamRow r = sorted.get(k);
            int rank = k > 0 && full.compare(sorted.get(k - 1), r) == 0 ? out.get(k - 1).rank() : k + 1;
            out.add(new TeamRow(rank, r.team(), r.matchPoints(), r.boardPoints(), r.byBoard()));
        }
        return out;
    }
}
