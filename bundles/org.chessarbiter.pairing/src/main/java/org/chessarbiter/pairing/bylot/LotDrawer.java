package org.chessarbiter.pairing.bylot;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.systems.Meetings;

/**
 * The draw of 000 14.3 / 001 29.3 for one round after the first, by score groups from the highest
 * down, with the random generator standing in for the cards drawn from the box:
 * <ol>
 * <li>14.3.5 / 14.3.6: a card carried down from the group above draws first: a subgroup 1–2 card
 * draws among the lower group's subgroups 3–4 and has white, a subgroup 3–4 card draws among 1–2
 * and has black;</li>
 * <li>14.3.1: each subgroup 1 card draws among subgroups 3 and 4 together (subgroup 1 white);</li>
 * <li>14.3.2: the remaining subgroup 4 cards draw among subgroup 2 (subgroup 2 white);</li>
 * <li>14.3.3: the remaining subgroup 2 cards draw among subgroup 3 (subgroup 2 white);</li>
 * <li>14.3.4: the remaining cards of subgroup 2 (or 3) draw among themselves, colours by lot;</li>
 * <li>interpretation: cards still left (e.g. subgroup 1 when 3 and 4 are exhausted) draw among the
 * rest of the group, the card with the lower subgroup number having white (lot when equal);</li>
 * <li>a card left without an opponent goes down to the next group (14.3, "đi xuống"); a card left
 * in the lowest group gets the bye if it had none (interpretation: 13.2 applied to Art. 14, which
 * is silent on byes).</li>
 * </ol>
 * A drawn opponent that would break 14.4.1 or 14.4.2 is put back and another is drawn; if a card
 * has no possible opponent, earlier draws are undone ("nếu cần có thể thay đổi cả kết quả bốc thăm ở
 * các cặp trước"). 14.4.4 (avoid a second uncancelled float in the same direction) is applied "nếu có
 * điều kiện": first with it, then without. If the structured draw is impossible, the fallback of
 * 14.4.3 pairs across score groups, closest scores first.
 */
final class LotDrawer {

    /** One drawn game. */
    record Game(int white, int black) {
    }

    /** The outcome of a draw. */
    record Result(List<Game> games, Optional<Integer> bye, List<DrawStep> steps, long redraws, boolean fallback) {
    }

    private static final long BUDGET = 600;

    private final List<List<LotPlayer>> groups;
    private final Map<Integer, ColourSubgroup> subgroup = new LinkedHashMap<>();
    private final SplittableRandom random;
    private final List<Game> games = new ArrayList<>();
    private final List<DrawStep> steps = new ArrayList<>();
    private Integer bye;
    private long budget;
    private long redraws;
    private boolean soft;
    private int slack;

    LotDrawer(List<LotPlayer> players, SplittableRandom random) {
        this.random = random;
        Map<Integer, List<LotPlayer>> byScore = new LinkedHashMap<>();
        players.stream().sorted(Comparator.comparingInt(LotPlayer::points).reversed().thenComparingInt(LotPlayer::id))
                .forEach(p -> byScore.computeIfAbsent(p.points(), k -> new ArrayList<>()).add(p));
        this.groups = new ArrayList<>(byScore.values());
        players.forEach(p -> subgroup.put(p.id(), ColourSubgroup.of(p)));
    }

    /** @return the draw, or empty when no pairing satisfies 14.4.1 and 14.4.2 */
    Optional<Result> draw() {
        int[][] attempts = { { 1, 0 }, { 0, 0 }, { 0, 2 }, { 0, 4 } };
        for (int[] a : attempts) {
            reset(a[0] == 1, a[1]);
            if (group(0, List.of())) {
                return Optional.of(new Result(List.copyOf(games), Optional.ofNullable(bye), List.copyOf(steps), redraws, false));
            }
        }
        reset(false, 0);
        List<LotPlayer> all = new ArrayList<>();
        groups.forEach(g -> all.addAll(shuffled(g)));
        if (new CrossGroupDraw(this).pair(all)) {
            return Optional.of(new Result(List.copyOf(games), Optional.ofNullable(bye), List.copyOf(steps), redraws, true));
        }
        return Optional.empty();
    }

    private void reset(boolean softRules, int extraLeftovers) {
        games.clear();
        steps.clear();
        bye = null;
        budget = BUDGET;
        soft = softRules;
        slack = extraLeftovers;
    }

    private boolean group(int gi, List<LotPlayer> carried) {
        if (gi == groups.size()) {
            return carried.isEmpty() || (carried.size() == 1 && giveBye(carried.get(0)));
        }
        List<LotPlayer> pool = shuffled(groups.get(gi));
        int maxLeft = (pool.size() + carried.size()) % 2 + slack;
        return step(gi, carried, pool, new ArrayList<>(), maxLeft);
    }

    private boolean step(int gi, List<LotPlayer> floaters, List<LotPlayer> pool, List<LotPlayer> left, int maxLeft) {
        if (--budget < 0) {
            return false;
        }
        int points = groups.get(gi).get(0).points();
        if (!floaters.isEmpty()) {
            LotPlayer f = floaters.get(0);
            List<LotPlayer> rest = floaters.subList(1, floaters.size());
            boolean fWhite = sg(f).dueWhite();
            List<LotPlayer> targets = new ArrayList<>();
            for (LotPlayer p : pool) {
                if (sg(p).dueWhite() != fWhite && (!soft || p.floatNet() >= 0)) {
                    targets.add(p);
                }
            }
            for (LotPlayer c : shuffled(targets)) {
                if (budget < 0) {
                    return false;
                }
                LotPlayer w = fWhite ? f : c;
                LotPlayer b = fWhite ? c : f;
                if (tryGame(points, fWhite ? "14.3.5" : "14.3.6", f, targets, c, w, b)
                        && (step(gi, rest, without(pool, c), left, maxLeft) || undo())) {
                    return true;
                }
            }
            return left.size() < maxLeft && step(gi, rest, pool, with(left, f), maxLeft);
        }
        Choice ch = choose(pool);
        if (ch == null) {
            List<LotPlayer> down = new ArrayList<>(left);
            down.addAll(pool);
            if (down.size() > maxLeft || (soft && down.stream().anyMatch(p -> p.floatNet() > 0))) {
                return false;
            }
            return group(gi + 1, down);
        }
        List<LotPlayer> rest = without(pool, ch.chooser);
        for (LotPlayer c : shuffled(ch.candidates)) {
            if (budget < 0) {
                return false;
            }
            LotPlayer[] wb = colours(ch, c);
            if (wb != null && tryGame(points, ch.article, ch.chooser, ch.candidates, c, wb[0], wb[1])
                    && (step(gi, List.of(), without(rest, c), left, maxLeft) || undo())) {
                return true;
            }
        }
        return left.size() < maxLeft && (!soft || ch.chooser.floatNet() <= 0)
                && step(gi, List.of(), rest, with(left, ch.chooser), maxLeft);
    }

    /** Who draws next in the group, among which cards, under which article. */
    private record Choice(LotPlayer chooser, List<LotPlayer> candidates, String article) {
    }

    private Choice choose(List<LotPlayer> pool) {
        List<LotPlayer> s1 = of(pool, ColourSubgroup.ONE);
        List<LotPlayer> s2 = of(pool, ColourSubgroup.TWO);
        List<LotPlayer> s3 = of(pool, ColourSubgroup.THREE);
        List<LotPlayer> s4 = of(pool, ColourSubgroup.FOUR);
        List<LotPlayer> s34 = new ArrayList<>(s3);
        s34.addAll(s4);
        if (!s1.isEmpty() && !s34.isEmpty()) {
            return new Choice(tightest(s1, s34), s34, "14.3.1");
        }
        if (!s4.isEmpty() && !s2.isEmpty()) {
            return new Choice(tightest(s4, s2), s2, "14.3.2");
        }
        if (!s2.isEmpty() && !s3.isEmpty()) {
            return new Choice(tightest(s2, s3), s3, "14.3.3");
        }
        for (List<LotPlayer> same : List.of(s2, s3, pool)) {
            if (same.size() >= 2) {
                LotPlayer a = tightest(same, same);
                return new Choice(a, without(same, a), same == pool ? "14.3" : "14.3.4");
            }
        }
        return null;
    }

    /**
     * The order in which the cards of one subgroup draw is not fixed by 14.3; the card with the
     * fewest possible opponents draws first, so that fewer draws have to be put back.
     */
    private static LotPlayer tightest(List<LotPlayer> choosers, List<LotPlayer> candidates) {
        LotPlayer best = null;
        int fewest = Integer.MAX_VALUE;
        for (LotPlayer a : choosers) {
            int n = 0;
            for (LotPlayer c : candidates) {
                n += LotRules.mayMeet(a, c) ? 1 : 0;
            }
            if (n < fewest) {
                best = a;
                fewest = n;
            }
        }
        return best;
    }

    /** @return {white, black} for a drawn pair, or null when no colour allocation is allowed */
    private LotPlayer[] colours(Choice ch, LotPlayer c) {
        LotPlayer a = ch.chooser;
        return switch (ch.article) {
            case "14.3.1", "14.3.3" -> new LotPlayer[] { a, c };
            case "14.3.2" -> new LotPlayer[] { c, a };
            default -> byPriorityOrLot(a, c);
        };
    }

    /** The lower subgroup number has white; equal subgroups draw colours by lot; 14.4.2 may swap them. */
    LotPlayer[] byPriorityOrLot(LotPlayer a, LotPlayer b) {
        int c = Integer.compare(sg(a).number(), sg(b).number());
        boolean aWhite = c < 0 || (c == 0 && random.nextBoolean());
        LotPlayer w = aWhite ? a : b;
        LotPlayer k = aWhite ? b : a;
        if (LotRules.colourAllowed(w, Colour.WHITE) && LotRules.colourAllowed(k, Colour.BLACK)) {
            return new LotPlayer[] { w, k };
        }
        return new LotPlayer[] { k, w };
    }

    boolean tryGame(int points, String article, LotPlayer chooser, List<LotPlayer> candidates, LotPlayer drawn,
            LotPlayer white, LotPlayer black) {
        if (!LotRules.allowed(white, black)) {
            redraws++;
            return false;
        }
        games.add(new Game(white.id(), black.id()));
        steps.add(new DrawStep(points, article, chooser.id(), candidates.stream().map(LotPlayer::id).toList(),
                drawn.id(), white.id()));
        return true;
    }

    boolean undo() {
        games.remove(games.size() - 1);
        steps.remove(steps.size() - 1);
        redraws++;
        return false;
    }

    boolean giveBye(LotPlayer p) {
        if (p.hadBye()) {
            return false;
        }
        bye = p.id();
        return true;
    }

    void clearBye() {
        bye = null;
    }

    boolean spend() {
        return --budget >= 0;
    }

    boolean exhausted() {
        return budget < 0;
    }

    ColourSubgroup sg(LotPlayer p) {
        return subgroup.get(p.id());
    }

    List<LotPlayer> shuffled(List<LotPlayer> in) {
        List<LotPlayer> out = new ArrayList<>(in);
        for (int i = out.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            LotPlayer t = out.get(i);
            out.set(i, out.get(j));
            out.set(j, t);
        }
        return out;
    }

    private List<LotPlayer> of(List<LotPlayer> pool, ColourSubgroup g) {
        List<LotPlayer> out = new ArrayList<>();
        for (LotPlayer p : pool) {
            if (sg(p) == g) {
                out.add(p);
            }
        }
        return out;
    }

    static List<LotPlayer> without(List<LotPlayer> list, LotPlayer p) {
        return Meetings.without(list, p);
    }

    private static List<LotPlayer> with(List<LotPlayer> list, LotPlayer p) {
        List<LotPlayer> out = new ArrayList<>(list);
        out.add(p);
        return out;
    }
}
