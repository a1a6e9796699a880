package org.chessarbiter.tournament.standings;

import java.util.HashSet;
import java.util.Set;
import org.chessarbiter.tournament.core.Cell;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Points;

/**
 * Direct encounter: among the tied players, the points each scored in the games between them
 * (FIDE C.07 Art. 5 DE; Luật cờ Tướng 2004 Điều 21.3 "ván cờ đối kháng giữa các đấu thủ bằng điểm,
 * ai thắng xếp trên"; 000 Phụ lục 1). Repeated meetings (double round robin) all count; forfeits
 * count as scored (000 Part 2 Art. 4.4); annulled games do not.
 * Interpretation: when not every pair of the tied players has met, the tie-break does not separate
 * them (all values equal) — C.07 separates some such groups, this implementation does not.
 */
public final class DirectEncounter implements TieBreak {

    private final String code;
    private final String article;

    public DirectEncounter(String code, String article) {
        this.code = code;
        this.article = article;
    }

    @Override
    public String code() {
        return code;
    }

    @Override
    public String nameKey() {
        return "tb.DE";
    }

    @Override
    public String article() {
        return article;
    }

    @Override
    public Points[] values(StandingsContext ctx, int[] group) {
        Set<Integer> members = new HashSet<>();
        for (int i : group) {
            members.add(i);
        }
        Points[] out = new Points[group.length];
        Set<Long> met = new HashSet<>();
        for (int k = 0; k < group.length; k++) {
            int i = group[k];
            Points sum = Points.ZERO;
            for (int r = 1; r <= ctx.rounds(); r++) {
                Cell c = ctx.cell(i, r);
                int o = ctx.grid().index(c.opponent());
                if (o >= 0 && members.contains(o) && c.outcome() != Outcome.ANNULLED) {
                    sum = sum.plus(c.points(ctx.scoring()));
                    met.add((long) Math.min(i, o) * 1_000_003L + Math.max(i, o));
                }
            }
            out[k] = sum;
        }
        long pairs = (long) group.length * (group.length - 1) / 2;
        if (met.size() < pairs) {
            java.util.Arrays.fill(out, Points.ZERO);
        }
        return out;
    }
}
