package org.chessarbiter.pairing;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.chessarbiter.rules.Message;

/**
 * Pairs of players who must not meet in the round being paired, each with the reason the regulations give
 * (a {@link PairingConstraint} worked out for one request). Unordered: forbidding 3-7 forbids 7-3.
 */
public final class ForbiddenPairs {

    /** No pair forbidden. */
    public static final ForbiddenPairs NONE = new ForbiddenPairs(Map.of());

    /**
     * One forbidden pair, the smaller start number first.
     *
     * @param first  the smaller start number
     * @param second the larger start number
     * @param reason why they do not meet, e.g. the regulations' same-unit rule of the last round
     */
    public record Pair(int first, int second, Message reason) {

        public Pair {
            Objects.requireNonNull(reason, "reason");
            if (first >= second) {
                throw new IllegalArgumentException("a pair is two different players, the smaller first: " + first + "-" + second);
            }
        }
    }

    private final Map<Long, Pair> pairs;

    private ForbiddenPairs(Map<Long, Pair> pairs) {
        this.pairs = pairs;
    }

    /** @return the pairs given, the first reason of a pair given twice kept; a player is never paired with himself */
    public static ForbiddenPairs of(List<Pair> given) {
        Map<Long, Pair> out = new LinkedHashMap<>();
        given.forEach(p -> out.putIfAbsent(key(p.first(), p.second()), p));
        return out.isEmpty() ? NONE : new ForbiddenPairs(Collections.unmodifiableMap(out));
    }

    /** @return the pair of {@code a} and {@code b} (any order) with its reason; null when {@code a == b} */
    public static Pair pair(int a, int b, Message reason) {
        return a == b ? null : new Pair(Math.min(a, b), Math.max(a, b), reason);
    }

    /** @return true when {@code a} and {@code b} must not meet */
    public boolean contains(int a, int b) {
        return !pairs.isEmpty() && pairs.containsKey(key(a, b));
    }

    /** @return why {@code a} and {@code b} must not meet, when they must not */
    public Optional<Message> reason(int a, int b) {
        return Optional.ofNullable(pairs.get(key(a, b))).map(Pair::reason);
    }

    /** @return the pairs, in the order given */
    public List<Pair> pairs() {
        return List.copyOf(pairs.values());
    }

    public boolean isEmpty() {
        return pairs.isEmpty();
    }

    /** @return these pairs and {@code other}'s */
    public ForbiddenPairs with(ForbiddenPairs other) {
        if (other.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return other;
        }
        Map<Long, Pair> out = new LinkedHashMap<>(pairs);
        other.pairs.forEach(out::putIfAbsent);
        return new ForbiddenPairs(Collections.unmodifiableMap(out));
    }

    private static long key(int a, int b) {
        return ((long) Math.min(a, b) << 32) | (Math.max(a, b) & 0xffffffffL);
    }
}
