package org.chessarbiter.pairing.modifiedswiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The modified Swiss system (000 Art. 13, 001 Điều 28, 003 "Điều 13"). Start numbers are the order
 * of 13.1 ({@link InitialOrder}); a round is paired as follows:
 * <ol>
 * <li>13.2: with an odd number of players, the last number of the lowest score group who has not
 * yet had it gets the point without an opponent (and no colour); if everyone in that group has had
 * it, the group above (interpretation);</li>
 * <li>13.3: the groups above the middle group (50 % of the points) are paired from the top down,
 * those below from the bottom up, and the middle group last, with the floaters of both sides
 * ({@link GroupPairer}); with no middle group, the floaters of both sides are paired together
 * (interpretation);</li>
 * <li>each group is paired first with the second check of 13.6 (colours), then without it;</li>
 * <li>when no pairing by groups exists, all players are paired by score order with the
 * substitution order of 13.6 (interpretation: 13.4 "nhóm điểm lân cận" applied as far as needed);
 * in the last round the colour rule of Art. 12 may go ("Quy tắc này có thể bị xóa bỏ ở vòng đấu cuối
 * cùng");</li>
 * <li>colours by {@link PairRules#allocate} (13.6), the lot of round 1 being
 * {@code options.initialColour()} for the odd numbers of the upper half.</li>
 * </ol>
 * 13.7: a late player is absent (not pairable, zero points) in the rounds he misses; his number is
 * given by the order of 13.1 when he arrives (the caller renumbers with {@link InitialOrder}).
 */
public final class ModifiedSwissSystem implements PairingSystem {

    @Override
    public String id() {
        return "MODIFIED_SWISS_ART13";
    }

    @Override
    public Message displayName() {
        return SystemMessages.of("system.modifiedSwiss");
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = RequestValidator.validate(request);
        if (!errors.isEmpty()) {
            return new PairingOutcome.Failed(errors);
        }
        Explanation.Builder why = new Explanation.Builder();
        List<MsPlayer> present = new ArrayList<>(request.pairable().stream().map(MsPlayer::of).toList());
        present.sort(Comparator.comparingInt(MsPlayer::id));
        List<Bye> byes = new ArrayList<>();
        for (PairingPlayer p : request.players()) {
            if (!p.availability().pairable()) {
                byes.add(new Bye(p.id(), ByeKind.forAbsence(p.availability())));
            }
        }
        if (present.size() % 2 == 1) {
            Optional<MsPlayer> bye = byePlayer(present);
            if (bye.isEmpty()) {
                return failed(request.round());
            }
            present.remove(bye.get());
            byes.add(new Bye(bye.get().id(), ByeKind.PAIRING_ALLOCATED));
            why.add(SystemMessages.of("explain.msBye", bye.get().id()));
        }
        boolean ratingLimit = FloaterChoice.ratingLimitApplies(request.players().size(), request.totalRounds());
        int half = (request.round() - 1) * request.options().winPoints() / 2;
        Optional<List<MsPlayer[]>> pairs = byGroups(present, half, ratingLimit, false, why);
        if (pairs.isEmpty()) {
            why.add(SystemMessages.of("explain.msAcrossGroups"));
            pairs = byGroups(present, Integer.MIN_VALUE, ratingLimit, false, why).or(() -> acrossGroups(present, false));
        }
        if (pairs.isEmpty() && request.isLastRound()) {
            why.add(SystemMessages.of("explain.msLastRoundColours"));
            pairs = byGroups(present, Integer.MIN_VALUE, ratingLimit, true, why).or(() -> acrossGroups(present, true));
        }
        if (pairs.isEmpty()) {
            return failed(request.round());
        }
        return new PairingOutcome.Paired(new RoundPairing(request.round(),
                boards(pairs.get(), request.options().initialColour()), byes, why.build()));
    }

    private static PairingOutcome failed(int round) {
        return new PairingOutcome.Failed(List.of(SystemMessages.error(ProblemKind.NO_SOLUTION, Location.part("round"),
                "error.noModifiedSwissPairing", round)));
    }

    /** 13.2: the last number of the lowest group without a previous bye. */
    static Optional<MsPlayer> byePlayer(List<MsPlayer> present) {
        return present.stream().filter(p -> !p.hadBye())
                .min(Comparator.comparingInt(MsPlayer::points).thenComparing(Comparator.comparingInt(MsPlayer::id).reversed()));
    }

    /**
     * Pairs group by group: above {@code half} from the top down, below it from the bottom up, the
     * middle group last. With {@code half == Integer.MIN_VALUE} every group is paired from the top
     * down and the lowest group is the last (the fallback when the middle group cannot take the
     * floaters of both sides).
     */
    private static Optional<List<MsPlayer[]>> byGroups(List<MsPlayer> present, int half, boolean ratingLimit,
            boolean relief, Explanation.Builder why) {
        if (half == Integer.MIN_VALUE && !present.isEmpty()) {
            half = present.stream().mapToInt(MsPlayer::points).min().getAsInt();
        }
        TreeMap<Integer, List<MsPlayer>> groups = new TreeMap<>();
        present.forEach(p -> groups.computeIfAbsent(p.points(), k -> new ArrayList<>()).add(p));
        List<MsPlayer[]> pairs = new ArrayList<>();
        List<MsPlayer> down = new ArrayList<>();
        for (Map.Entry<Integer, List<MsPlayer>> g : groups.descendingMap().headMap(half, false).entrySet()) {
            down = pairGroup(down, g.getValue(), true, false, ratingLimit, relief, pairs, g.getKey(), why).orElseThrow();
        }
        List<MsPlayer> up = new ArrayList<>();
        for (Map.Entry<Integer, List<MsPlayer>> g : groups.headMap(half, false).entrySet()) {
            up = pairGroup(up, g.getValue(), false, false, ratingLimit, relief, pairs, g.getKey(), why).orElseThrow();
        }
        List<MsPlayer> floaters = new ArrayList<>(down);
        floaters.addAll(up);
        List<MsPlayer> middle = groups.getOrDefault(half, List.of());
        // no middle group: the floaters of both sides are paired together, as a group of their own
        Optional<List<MsPlayer>> last = middle.isEmpty()
                ? pairGroup(List.of(), floaters, true, true, ratingLimit, relief, pairs, half, why)
                : pairGroup(floaters, middle, true, true, ratingLimit, relief, pairs, half, why);
        if (last.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(pairs);
    }

    /** Pairs a group, strict colours first; a group that cannot be paired at all leaves whole. */
    private static Optional<List<MsPlayer>> pairGroup(List<MsPlayer> incoming, List<MsPlayer> group, boolean topDown,
            boolean mustEmpty, boolean ratingLimit, boolean relief, List<MsPlayer[]> pairs, int points,
            Explanation.Builder why) {
        Optional<GroupPairer.Outcome> o = new GroupPairer(ratingLimit, relief, true).pair(incoming, group, topDown, mustEmpty)
                .or(() -> new GroupPairer(ratingLimit, relief, false).pair(incoming, group, topDown, mustEmpty));
        if (o.isEmpty()) {
            if (mustEmpty) {
                return Optional.empty();
            }
            List<MsPlayer> all = new ArrayList<>(incoming);
            all.addAll(group);
            return Optional.of(all);
        }
        pairs.addAll(o.get().pairs());
        for (MsPlayer f : o.get().out()) {
            why.add(SystemMessages.of(topDown ? "explain.msDown" : "explain.msUp", f.id(), points / 10.0));
        }
        return Optional.of(o.get().out());
    }

    private static Optional<List<MsPlayer[]>> acrossGroups(List<MsPlayer> present, boolean relief) {
        List<MsPlayer> order = new ArrayList<>(present);
        order.sort(Comparator.comparingInt(MsPlayer::points).reversed().thenComparingInt(MsPlayer::id));
        GroupPairer any = new GroupPairer(false, relief, false);
        List<MsPlayer[]> pairs = new ArrayList<>();
        Map<Integer, MsPlayer> byId = new TreeMap<>();
        order.forEach(p -> byId.put(p.id(), p));
        return SubstitutionOrder.pair(order.stream().map(MsPlayer::id).toList(),
                (a, b) -> any.fits(byId.get(a), byId.get(b)), (a, b, c) -> {
                }, 30_000).map(list -> {
                    list.forEach(x -> pairs.add(new MsPlayer[] { byId.get(x[0]), byId.get(x[1]) }));
                    return pairs;
                });
    }

    private static List<Board> boards(List<MsPlayer[]> pairs, org.chessarbiter.pairing.Colour firstRoundOdd) {
        List<MsPlayer[]> sorted = new ArrayList<>(pairs);
        sorted.sort(Comparator.<MsPlayer[]>comparingInt(p -> -Math.max(p[0].points(), p[1].points()))
                .thenComparingInt(p -> Math.min(p[0].id(), p[1].id())));
        List<Board> boards = new ArrayList<>();
        for (MsPlayer[] p : sorted) {
            MsPlayer[] wb = PairRules.allocate(p[0], p[1], firstRoundOdd);
            boards.add(new Board(boards.size() + 1, wb[0].id(), wb[1].id()));
        }
        return boards;
    }
}
