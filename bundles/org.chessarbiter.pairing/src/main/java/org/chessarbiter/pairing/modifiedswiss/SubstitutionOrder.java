package org.chessarbiter.pairing.modifiedswiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;

/**
 * The pairing of one score group by 000 13.3 and its substitution order (13.6, appendix 3 "Những ví
 * dụ tìm đối thủ dung hợp"), on numbers given in checking order: ascending for pairing from the top
 * down, descending from the bottom up.
 * <ul>
 * <li>13.3: the first of the group meets the first of the second half, the second the second, ...
 * ({@link #halves});</li>
 * <li>13.6, first check: the checking starts with the first number; if his pair is not compatible he
 * takes the next numbers of the second half in turn, then the numbers of his own half back towards
 * him ("nếu không dung hợp được thì thay thế đấu thủ có số thứ tự lớn hơn"; appendix 3 for number 1:
 * 4, 5, 6, 3, 2 in a group of six); the others are paired again by 13.3 ({@link #preference});</li>
 * <li>then the next number is checked the same way among the numbers left; when he finds no
 * compatible opponent, the number before him changes opponent, "nhưng phải giữ lại một đối thủ dung
 * hợp được" (appendix 3 for number 2). A pair found incompatible is not checked again.</li>
 * </ul>
 * Every check is reported to a {@link Trace} with the whole configuration it belongs to, which is
 * how the appendix prints its examples.
 */
public final class SubstitutionOrder {

    /** Receives every compatibility check: the pair checked and the configuration it is part of. */
    @FunctionalInterface
    public interface Trace {
        void check(int a, int b, List<int[]> configuration);
    }

    private SubstitutionOrder() {
    }

    /** @return the pairs of 13.3 for numbers in checking order: i-th of the first half with i-th of the second */
    public static List<int[]> halves(List<Integer> ordered) {
        int h = ordered.size() / 2;
        List<int[]> pairs = new ArrayList<>(h);
        for (int i = 0; i < h; i++) {
            pairs.add(new int[] { ordered.get(i), ordered.get(i + h) });
        }
        return pairs;
    }

    /** @return the opponents of the first number in the order they are tried (13.6 first check) */
    public static List<Integer> preference(List<Integer> ordered) {
        int h = ordered.size() / 2;
        List<Integer> out = new ArrayList<>(ordered.subList(h, ordered.size()));
        for (int i = h - 1; i >= 1; i--) {
            out.add(ordered.get(i));
        }
        return out;
    }

    /**
     * Pairs an even number of players.
     *
     * @param ordered    the numbers in checking order
     * @param compatible whether two numbers may meet (asked at most once per pair)
     * @param trace      receives every check
     * @return the pairs, first number of each pair the one checked, or empty when none is possible
     */
    public static Optional<List<int[]>> pair(List<Integer> ordered, BiPredicate<Integer, Integer> compatible,
            Trace trace) {
        return pair(ordered, compatible, trace, Long.MAX_VALUE);
    }

    /** As {@link #pair(List, BiPredicate, Trace)}, giving up after {@code budget} checks and steps. */
    public static Optional<List<int[]>> pair(List<Integer> ordered, BiPredicate<Integer, Integer> compatible,
            Trace trace, long budget) {
        Search s = new Search(compatible, trace, budget);
        List<int[]> fixed = new ArrayList<>();
        return s.run(ordered, fixed) ? Optional.of(fixed) : Optional.empty();
    }

    private static final class Search {
        private final BiPredicate<Integer, Integer> compatible;
        private final Trace trace;
        private final Map<Long, Boolean> known = new HashMap<>();
        private long budget;

        Search(BiPredicate<Integer, Integer> compatible, Trace trace, long budget) {
            this.compatible = compatible;
            this.trace = trace;
            this.budget = budget;
        }

        boolean run(List<Integer> ordered, List<int[]> fixed) {
            if (ordered.isEmpty()) {
                return true;
            }
            if (--budget < 0) {
                return false;
            }
            int pivot = ordered.get(0);
            List<Integer> rest = ordered.subList(1, ordered.size());
            for (int c : preference(ordered)) {
                long key = key(pivot, c);
                Boolean ok = known.get(key);
                if (ok == null) {
                    if (--budget < 0) {
                        return false;
                    }
                    List<Integer> others = new ArrayList<>(rest);
                    others.remove(Integer.valueOf(c));
                    List<int[]> conf = new ArrayList<>(fixed);
                    conf.add(new int[] { pivot, c });
                    conf.addAll(halves(others));
                    trace.check(pivot, c, conf);
                    ok = compatible.test(pivot, c);
                    known.put(key, ok);
                }
                if (ok) {
                    List<Integer> others = new ArrayList<>(rest);
                    others.remove(Integer.valueOf(c));
                    fixed.add(new int[] { pivot, c });
                    if (run(others, fixed)) {
                        return true;
                    }
                    fixed.remove(fixed.size() - 1);
                }
                if (budget < 0) {
                    return false;
                }
            }
            return false;
        }

        private static long key(int a, int b) {
            return ((long) Math.min(a, b) << 32) | Math.max(a, b);
        }
    }
}
