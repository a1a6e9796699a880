package org.chessarbiter.rules.xiangqi;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Side;

/**
 * The ten points of Điều 23 applied to the classified moves of a repeated cycle.
 *
 * <p>A side <em>violates</em> when every one of its moves in the cycle is a check (điểm 1:
 * perpetual check), or when every one is a chase or an exchange offer, at least one a chase, and one
 * and the same piece of the opponent is threatened in every move (điểm 3; "two chases, one
 * recapture" điểm 5; exceptions of điểm 6 and 7; exchange offers điểm 8). Interpretations:
 * <ul>
 * <li>Mixed check and chase by one side ("một chiếu một bắt") is a draw (điểm 2), unlike the AXF
 * rules.</li>
 * <li>Chases of different pieces in turn are a draw (điểm 4), whether by one piece or several;
 * several pieces chasing one piece loses (điểm 3, second sentence).</li>
 * <li>Both sides violating the same way is a draw (Điều 7.2c). When one side checks perpetually
 * and the other chases perpetually the checker loses: điểm 1 has no exception.</li>
 * <li>A loss cites điểm 5 when the other side chases back in some of its moves (before 3 and 8),
 * else the most specific of 8, 7, 6, 3 found in the chases.</li>
 * <li>A draw cites the most specific point found: 4, 9, 3, 6, 2, 10, else Điều 24.2 (both sides
 * repeat allowed moves).</li>
 * </ul>
 */
final class Article23 {
    private static final Set<MoveKind> CHASING = EnumSet.of(MoveKind.CHASE, MoveKind.EXCHANGE_OFFER);

    private Article23() {
    }

    static RepetitionVerdict judge(List<ClassifiedMove> cycle) {
        Finding red = find(cycle, Side.FIRST);
        Finding black = find(cycle, Side.SECOND);
        if (red.violation != null && black.violation != null) {
            if (red.violation.equals(black.violation)) {
                return new RepetitionVerdict(null, "mutual", XiangqiLaw.article("Điều 7.2c"), cycle);
            }
            Side checker = red.violation.equals("perpetualCheck") ? Side.FIRST : Side.SECOND;
            return new RepetitionVerdict(checker, "perpetualCheck", point(1), cycle);
        }
        if (red.violation != null || black.violation != null) {
            Finding f = red.violation != null ? red : black;
            Side loser = red.violation != null ? Side.FIRST : Side.SECOND;
            Finding other = red.violation != null ? black : red;
            int p = f.point;
            if ((p == 3 || p == 8) && other.chases) {
                // "hai bắt một bắt lại" names this very situation, so it is cited before 3 and 8
                p = 5;
            }
            return new RepetitionVerdict(loser, f.violation, point(p), cycle);
        }
        int p = bestDrawPoint(red.drawPoint, black.drawPoint);
        return p == 0 ? new RepetitionVerdict(null, "idle", XiangqiLaw.article("Điều 24.2"), cycle)
                : new RepetitionVerdict(null, "allowed", point(p), cycle);
    }

    private static LawArticle point(int p) {
        return XiangqiLaw.article("Điều 23 điểm " + p);
    }

    private static final int[] DRAW_ORDER = {4, 9, 3, 6, 2, 10};

    private static int bestDrawPoint(int a, int b) {
        for (int p : DRAW_ORDER) {
            if (a == p || b == p) {
                return p;
            }
        }
        return 0;
    }

    /** What one side did in the cycle. */
    private record Finding(String violation, int point, int drawPoint, boolean chases) {
    }

    private static Finding find(List<ClassifiedMove> cycle, Side side) {
        List<ClassifiedMove> own = cycle.stream().filter(m -> m.side() == side).toList();
        boolean chases = own.stream().anyMatch(m -> m.kind() == MoveKind.CHASE);
        if (own.stream().allMatch(m -> m.kind() == MoveKind.CHECK)) {
            return new Finding("perpetualCheck", 1, 0, chases);
        }
        if (chases && own.stream().allMatch(m -> CHASING.contains(m.kind()))) {
            Set<Integer> common = commonTargets(own, EnumSet.of(Threat.Status.CHASE, Threat.Status.EXCHANGE));
            if (!common.isEmpty()) {
                return new Finding("perpetualChase", chasePoint(own, common), 0, true);
            }
            return new Finding(null, 0, 4, true);
        }
        return new Finding(null, 0, drawPoint(own), chases);
    }

    /** The point that makes the chase a violation: 8 with exchange offers, 7 or 6 for the exceptions, else 3. */
    private static int chasePoint(List<ClassifiedMove> own, Set<Integer> common) {
        int point = 3;
        for (ClassifiedMove m : own) {
            for (Threat t : m.threats()) {
                if (common.contains(t.targetId()) && t.status() != Threat.Status.ALLOWED) {
                    point = Math.max(point, t.point());
                }
            }
        }
        return point;
    }

    private static int drawPoint(List<ClassifiedMove> own) {
        Set<MoveKind> kinds = EnumSet.noneOf(MoveKind.class);
        own.forEach(m -> kinds.add(m.kind()));
        if (kinds.contains(MoveKind.ALLOWED_ATTACK)) {
            EnumSet<MoveKind> attacking = EnumSet.of(MoveKind.CHASE, MoveKind.EXCHANGE_OFFER, MoveKind.ALLOWED_ATTACK);
            if (attacking.containsAll(kinds)) {
                Set<Integer> common = commonTargets(own, EnumSet.allOf(Threat.Status.class));
                for (ClassifiedMove m : own) {
                    for (Threat t : m.threats()) {
                        if (common.contains(t.targetId()) && t.status() == Threat.Status.ALLOWED) {
                            return t.point();
                        }
                    }
                }
            }
        }
        if (kinds.contains(MoveKind.CHECK) || kinds.equals(EnumSet.of(MoveKind.MATE_THREAT))) {
            return 2;
        }
        if (kinds.contains(MoveKind.BLOCK) || kinds.contains(MoveKind.SACRIFICE) || kinds.contains(MoveKind.EXCHANGE_OFFER)) {
            return 10;
        }
        return 0;
    }

    private static Set<Integer> commonTargets(List<ClassifiedMove> own, Set<Threat.Status> statuses) {
        Set<Integer> common = null;
        for (ClassifiedMove m : own) {
            Set<Integer> targets = new HashSet<>();
            for (Threat t : m.threats()) {
                if (statuses.contains(t.status())) {
                    targets.add(t.targetId());
                }
            }
            if (common == null) {
                common = targets;
            } else {
                common.retainAll(targets);
            }
        }
        return common == null ? Set.of() : common;
    }
}
