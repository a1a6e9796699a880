package org.chessarbiter.tournament.standings;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import org.chessarbiter.tournament.core.Points;

/**
 * Ranks players by score, then by the tie-breaks in the order given (C.07 Art. 4: an ordered list
 * chosen by the organiser; Luật cờ Tướng 2004 Điều 21.3: "Điều lệ giải có quyền quy định cụ thể
 * xét yếu tố nào trước"). Each tie-break is applied only inside the groups still tied, so a
 * group-dependent tie-break such as direct encounter sees exactly the tied players. Players tied
 * after all tie-breaks share a rank.
 */
public final class Standings {

    private Standings() {
    }

    public static List<StandingRow> rank(StandingsContext ctx, List<TieBreak> tieBreaks) {
        int n = ctx.players();
        Points[][] shown = new Points[n][tieBreaks.size()];
        for (int k = 0; k < tieBreaks.size(); k++) {
            if (tieBreaks.get(k) instanceof PerPlayerTieBreak p) {
                Points[] all = p.all(ctx);
                for (int i = 0; i < n; i++) {
                    shown[i][k] = all[i];
                }
            }
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparing((Integer i) -> ctx.score(i)).reversed().thenComparingInt(ctx.grid()::startNumber));
        int[] rank = new int[n];
        List<Integer> sorted = new ArrayList<>(n);
        int start = 0;
        while (start < n) {
            int end = start;
            while (end < n && ctx.score(order[end]).equals(ctx.score(order[start]))) {
                end++;
            }
            int[] group = new int[end - start];
            for (int i = start; i < end; i++) {
                group[i - start] = order[i];
            }
            breakTies(ctx, tieBreaks, group, sorted, rank, start + 1, shown);
            start = end;
        }
        List<StandingRow> rows = new ArrayList<>(n);
        for (int i : sorted) {
            rows.add(new StandingRow(rank[i], ctx.grid().startNumber(i), ctx.score(i), Arrays.asList(shown[i])));
        }
        return rows;
    }

    /** A group of players still tied after the first {@code k} tie-breaks, ranked from {@code firstRank}. */
    private record Tied(int k, int[] group, int firstRank) {
    }

    /**
     * Breaks the ties of a score group, depth first (each sub-group is ranked before the next one),
     * with a work list rather than recursion: the number of tie-breaks is the user's and unbounded.
     */
    private static void breakTies(StandingsContext ctx, List<TieBreak> tbs, int[] scoreGroup, List<Integer> out, int[] rank,
            int firstRank, Points[][] shown) {
        Deque<Tied> work = new ArrayDeque<>();
        work.push(new Tied(0, scoreGroup, firstRank));
        while (!work.isEmpty()) {
            Tied t = work.pop();
            int[] group = t.group();
            int k = t.k();
            if (group.length == 1 || k == tbs.size()) {
                for (int i : group) {
                    out.add(i);
                    rank[i] = t.firstRank();
                }
                continue;
            }
            Points[] values = tbs.get(k).values(ctx, group);
            Integer[] idx = new Integer[group.length];
            for (int i = 0; i < group.length; i++) {
                idx[i] = i;
                shown[group[i]][k] = values[i];
            }
            Comparator<Integer> better = Comparator.comparing((Integer i) -> values[i]);
            better = tbs.get(k).lowerIsBetter() ? better : better.reversed();
            Arrays.sort(idx, better.thenComparingInt(i -> ctx.grid().startNumber(group[i])));
            List<Tied> subs = new ArrayList<>();
            int s = 0;
            while (s < idx.length) {
                int e = s;
                while (e < idx.length && values[idx[e]].equals(values[idx[s]])) {
                    e++;
                }
                int[] sub = new int[e - s];
                for (int i = s; i < e; i++) {
                    sub[i - s] = group[idx[i]];
                }
                subs.add(new Tied(k + 1, sub, t.firstRank() + s));
                s = e;
            }
            for (int i = subs.size() - 1; i >= 0; i--) {
                work.push(subs.get(i));
            }
        }
    }
}
