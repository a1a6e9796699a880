package org.chessarbiter.rules;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Perft: the number of leaf nodes of the legal-move tree to a given depth, the standard oracle of a
 * move generator (compare with published tables or a reference engine's {@code go perft}). Generic
 * over any {@link GameRules}; a game may also offer a faster perft of its own and test that both
 * agree.
 */
public final class Perft {
    private Perft() {
    }

    /** The number of leaves of the legal-move tree of {@code position} at {@code depth} (1 at depth 0). */
    public static <S extends Setup, P extends Position<P, M>, M extends Move> long count(
            GameRules<S, P, M> rules, P position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        List<M> moves = rules.legalMoves(position);
        if (depth == 1) {
            return moves.size();
        }
        long nodes = 0;
        for (M m : moves) {
            nodes += count(rules, rules.play(position, m), depth - 1);
        }
        return nodes;
    }

    /**
     * Perft split by first move ("divide"), keyed by {@link Move#coordinates()} in sorted order: the
     * form reference engines print, for finding where two generators disagree.
     */
    public static <S extends Setup, P extends Position<P, M>, M extends Move> Map<String, Long> divide(
            GameRules<S, P, M> rules, P position, int depth) {
        Map<String, Long> out = new TreeMap<>();
        for (M m : rules.legalMoves(position)) {
            out.put(m.coordinates(), count(rules, rules.play(position, m), depth - 1));
        }
        return out;
    }
}
