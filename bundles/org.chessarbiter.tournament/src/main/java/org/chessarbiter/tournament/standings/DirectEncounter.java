package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Points;

/**
 * Direct encounter among the tied players (FIDE C.07 Art. 5 DE; Luật cờ Tướng 2004 Điều 21.3 "ván
 * cờ đối kháng giữa các đấu thủ bằng điểm, ai thắng xếp trên"; 000 Phụ lục 1): the points each scored
 * in the games between them.
 * <ul>
 * <li>When every pair of the tied players has met, they are ordered by those points.</li>
 * <li>When not (a Swiss event), a player is placed above the rest only if his points exceed what
 * any of the rest could have reached by winning all his missing encounters; from the top, as long
 * as that holds; the others stay tied.</li>
 * <li>Players still tied among themselves after a step are ordered again by the encounters among
 * themselves only (C.07: the procedure is repeated for the remaining tied participants).</li>
 * </ul>
 * In all-play-all events every scheduled game counts, forfeits as scored (000 Part 2 Art. 4.4);
 * in Swiss events only games played over the board; annulled games never.
 * Interpretation: repeated meetings (double round robin) add up; the tie-break server averages them
 * (its known defect). Values are ranks turned into numbers: higher is better.
 */
public final class DirectEncounter extends NamedTieBreak {

    /** What a player scored in one round against a tied opponent, and the most one can score there. */
    enum Measure {
        /** The points of the games (game points of a multi-game match). */
        GAME_POINTS,
        /** The match points of the round (Luật cờ Tướng 2004 Điều 21.2; C.07 team events). */
        MATCH_POINTS;

        Points in(StandingsContext ctx, int i, int r) {
            return this == GAME_POINTS ? ctx.cell(i, r).points(ctx.scoring()) : ctx.matchPointsIn(i, r);
        }

        /** The most in round {@code r}; a round past the last (a tournament without rounds) holds one game. */
        Points most(StandingsContext ctx, int i, int r) {
            int games = r <= ctx.grid().rounds() ? ctx.cell(i, r).games().size() : 1;
            return this == GAME_POINTS ? ctx.scoring().win().times(Math.max(1, games)) : ctx.maxMatchPoints();
        }
    }

    public DirectEncounter(String code, String article) {
        super(code, article, "tb.DE");
    }

    @Override
    public Points[] values(StandingsContext ctx, int[] group) {
        return asValues(classes(ctx, toList(group), Measure.GAME_POINTS), group);
    }

    /** Values (higher is better) for the members of {@code group} from its classes of equal rank, best first. */
    static Points[] asValues(List<List<Integer>> order, int[] group) {
        Points[] out = new Points[group.length];
        for (int k = 0; k < group.length; k++) {
            for (int c = 0; c < order.size(); c++) {
                if (order.get(c).contains(group[k])) {
                    out[k] = Points.of(order.size() - c);
                }
            }
        }
        return out;
    }

    /** The classes of equal rank of {@code group} by the direct encounters in {@code measure}, best first. */
    static List<List<Integer>> classes(StandingsContext ctx, List<Integer> group, Measure measure) {
        List<List<Integer>> order = new ArrayList<>();
        rank(ctx, group, order, measure);
        return order;
    }

    static List<Integer> toList(int[] group) {
        List<Integer> l = new ArrayList<>();
        for (int i : group) {
            l.add(i);
        }
        return l;
    }

    /** Appends to {@code out} the classes of equal rank of {@code group}, best first. */
    private static void rank(StandingsContext ctx, List<Integer> group, List<List<Integer>> out, Measure measure) {
        if (group.size() <= 1) {
            out.add(group);
            return;
        }
        Set<Integer> members = new HashSet<>(group);
        int n = group.size();
        Points[] scored = new Points[n];
        Points[] possible = new Points[n];
        boolean allMet = true;
        for (int k = 0; k < n; k++) {
            int i = group.get(k);
            Set<Integer> met = new HashSet<>();
            Points sum = Points.ZERO;
            Points most = Points.ZERO;
            for (int r = 1; r <= ctx.rounds(); r++) {
                Cell c = ctx.cell(i, r);
                int o = ctx.grid().index(c.opponent());
                boolean counts = ctx.allPlayAll() ? c.outcome() != Outcome.ANNULLED && c.outcome() != Outcome.PENDING : c.outcome().isPlayed();
                if (o >= 0 && members.contains(o) && counts) {
                    sum = sum.plus(measure.in(ctx, i, r));
                    most = most.max(measure.most(ctx, i, r));
                    met.add(o);
                }
            }
            scored[k] = sum;
            possible[k] = sum.plus(most.max(measure.most(ctx, i, 1)).times(n - 1 - met.size()));
            allMet &= met.size() == n - 1;
        }
        Integer[] idx = new Integer[n];
        for (int k = 0; k < n; k++) {
            idx[k] = k;
        }
        Arrays.sort(idx, (a, b) -> scored[b].compareTo(scored[a]));
        List<List<Integer>> classes = new ArrayList<>();
        if (allMet) {
            for (int s = 0; s < n; ) {
                int e = s;
                List<Integer> cls = new ArrayList<>();
                while (e < n && scored[idx[e]].equals(scored[idx[s]])) {
                    cls.add(group.get(idx[e++]));
                }
                classes.add(cls);
                s = e;
            }
        } else {
            int s = 0;
            while (s < n - 1 && aboveAllOthers(scored, possible, idx, s)) {
                classes.add(List.of(group.get(idx[s++])));
            }
            List<Integer> rest = new ArrayList<>();
            for (int k = s; k < n; k++) {
                rest.add(group.get(idx[k]));
            }
            classes.add(rest);
        }
        for (List<Integer> cls : classes) {
            if (cls.size() > 1 && cls.size() < n) {
                rank(ctx, cls, out, measure);
            } else {
                out.add(cls);
            }
        }
    }

    /** Whether the s-th best scored more than any lower player could have reached. */
    private static boolean aboveAllOthers(Points[] scored, Points[] possible, Integer[] idx, int s) {
        for (int k = s + 1; k < idx.length; k++) {
            if (scored[idx[s]].compareTo(possible[idx[k]]) <= 0) {
                return false;
            }
        }
        return true;
    }
}
