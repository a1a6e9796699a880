package org.chessarbiter.pairing.modifiedswiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.pairing.systems.Meetings;

/**
 * Pairs one score group of the modified Swiss system (000 13.3–13.6):
 * <ol>
 * <li>players floated in from the neighbouring group are paired first (13.5: several going down,
 * the highest score first and then the smallest number; going up, the lowest score and the largest
 * number), each with the first number of the group (13.4: the smallest going down, the largest going
 * up) due the other colour, or a substitute within 100 rating points of him (13.6);</li>
 * <li>with an odd number left, a floater is chosen by {@link FloaterChoice} (13.4.1–13.4.3); when the
 * rest cannot be paired, number 2 leaves in his place (13.6.1), then the following numbers;</li>
 * <li>the rest is paired by 13.3 with the substitution order of 13.6 ({@link SubstitutionOrder});
 * with an even number that cannot be paired, number 2 and the last number both leave (13.6.2), and
 * then other pairs of players;</li>
 * <li>with {@code strict}, pairs must also pass the second check of 13.6 (not both due the same
 * colour); the caller asks again without it when the strict pairing fails.</li>
 * </ol>
 */
final class GroupPairer {

    /** Pairs made, and the players who leave the group. */
    record Outcome(List<MsPlayer[]> pairs, List<MsPlayer> out) {
    }

    /** The compatibility checks one group may use before it gives up (and floats whole). */
    private static final long CHECKS_PER_GROUP = 5_000;

    private final boolean ratingLimit;
    private final boolean lastRoundRelief;
    private final boolean strict;
    private long budget;

    GroupPairer(boolean ratingLimit, boolean lastRoundRelief, boolean strict) {
        this.ratingLimit = ratingLimit;
        this.lastRoundRelief = lastRoundRelief;
        this.strict = strict;
    }

    boolean fits(MsPlayer a, MsPlayer b) {
        budget--;
        return PairRules.compatible(a, b, lastRoundRelief) && (!strict || PairRules.colourFit(a, b));
    }

    /**
     * @param incoming  floaters from the neighbouring group
     * @param group     the group's own players
     * @param topDown   true when pairing from the top (floaters go down), false from the bottom
     * @param mustEmpty true for the last group paired (nobody may leave it)
     */
    Optional<Outcome> pair(List<MsPlayer> incoming, List<MsPlayer> group, boolean topDown, boolean mustEmpty) {
        budget = CHECKS_PER_GROUP;
        List<MsPlayer> in = new ArrayList<>(incoming);
        Comparator<MsPlayer> score = Comparator.comparingInt(MsPlayer::points);
        in.sort(topDown ? score.reversed().thenComparingInt(MsPlayer::id)
                : score.thenComparing(Comparator.comparingInt(MsPlayer::id).reversed()));
        List<MsPlayer> own = new ArrayList<>(group);
        own.sort(Comparator.comparingInt(MsPlayer::id));
        if (!topDown) {
            own = own.reversed();
        }
        return floaters(in, 0, own, new ArrayList<>(), new ArrayList<>(), topDown, mustEmpty);
    }

    private Optional<Outcome> floaters(List<MsPlayer> in, int i, List<MsPlayer> own, List<MsPlayer[]> pairs,
            List<MsPlayer> passed, boolean topDown, boolean mustEmpty) {
        if (i == in.size()) {
            return rest(own, pairs, passed, topDown, mustEmpty);
        }
        MsPlayer f = in.get(i);
        int firstRating = own.isEmpty() ? 0 : own.get(0).rating();
        for (MsPlayer c : own) {
            if (budget <= 0) {
                return Optional.empty();
            }
            if (!fits(f, c) || (strict && Math.abs(c.rating() - firstRating) > FloaterChoice.RATING_LIMIT
                    && c != own.get(0))) {
                continue;
            }
            pairs.add(new MsPlayer[] { f, c });
            Optional<Outcome> o = floaters(in, i + 1, without(own, c), pairs, passed, topDown, mustEmpty);
            if (o.isPresent()) {
                return o;
            }
            pairs.remove(pairs.size() - 1);
        }
        if (mustEmpty) {
            return Optional.empty();
        }
        passed.add(f);
        Optional<Outcome> o = floaters(in, i + 1, own, pairs, passed, topDown, mustEmpty);
        passed.remove(passed.size() - 1);
        return o;
    }

    private Optional<Outcome> rest(List<MsPlayer> own, List<MsPlayer[]> pairs, List<MsPlayer> passed, boolean topDown,
            boolean mustEmpty) {
        if (own.size() % 2 == 1) {
            if (mustEmpty) {
                return Optional.empty();
            }
            List<MsPlayer> ascending = new ArrayList<>(own);
            ascending.sort(Comparator.comparingInt(MsPlayer::id));
            for (MsPlayer f : floaterOrder(own, FloaterChoice.order(ascending, topDown, ratingLimit))) {
                if (budget <= 0) {
                    return Optional.empty();
                }
                Optional<List<MsPlayer[]>> p = halves(without(own, f));
                if (p.isPresent()) {
                    return Optional.of(outcome(pairs, p.get(), passed, List.of(f)));
                }
            }
            return Optional.empty();
        }
        Optional<List<MsPlayer[]>> p = halves(own);
        if (p.isPresent()) {
            return Optional.of(outcome(pairs, p.get(), passed, List.of()));
        }
        if (mustEmpty || own.size() < 2) {
            return Optional.empty();
        }
        // 13.6.2: number 2 and the last number both leave; then the other pairs, from the bottom
        MsPlayer last = own.get(own.size() - 1);
        for (int k = 1; k < own.size() - 1 && budget > 0; k++) {
            MsPlayer second = own.get(k);
            p = halves(without(without(own, second), last));
            if (p.isPresent()) {
                return Optional.of(outcome(pairs, p.get(), passed, List.of(second, last)));
            }
        }
        return Optional.empty();
    }

    /**
     * The floater of 13.4 first; if the group cannot then be paired, 13.6.1: number 2 leaves in his
     * place ("đấu thủ đó đổi chỗ cho đấu thủ số 2"), then the following numbers in checking order,
     * number 1 last (he "giữ nguyên đối thủ"); then the rest of the 13.4 order.
     */
    private static List<MsPlayer> floaterOrder(List<MsPlayer> checking, List<MsPlayer> choice) {
        List<MsPlayer> out = new ArrayList<>();
        out.add(choice.get(0));
        for (int i = 1; i < checking.size(); i++) {
            if (checking.get(i) != choice.get(0)) {
                out.add(checking.get(i));
            }
        }
        if (checking.get(0) != choice.get(0)) {
            out.add(checking.get(0));
        }
        return out;
    }

    private Optional<List<MsPlayer[]>> halves(List<MsPlayer> ordered) {
        Map<Integer, MsPlayer> byId = new HashMap<>();
        ordered.forEach(p -> byId.put(p.id(), p));
        Optional<List<int[]>> p = SubstitutionOrder.pair(ordered.stream().map(MsPlayer::id).toList(),
                (a, b) -> fits(byId.get(a), byId.get(b)), (a, b, conf) -> {
                }, Math.max(0, budget));
        return p.map(list -> list.stream().map(x -> new MsPlayer[] { byId.get(x[0]), byId.get(x[1]) }).toList());
    }

    private static Outcome outcome(List<MsPlayer[]> floaterPairs, List<MsPlayer[]> groupPairs, List<MsPlayer> passed,
            List<MsPlayer> leaving) {
        List<MsPlayer[]> all = new ArrayList<>(floaterPairs);
        all.addAll(groupPairs);
        List<MsPlayer> out = new ArrayList<>(passed);
        out.addAll(leaving);
        return new Outcome(all, out);
    }

    static List<MsPlayer> without(List<MsPlayer> list, MsPlayer p) {
        return Meetings.without(list, p);
    }
}
