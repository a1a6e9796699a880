package org.chessarbiter.pairing.dutch;

import java.util.Arrays;

import org.chessarbiter.pairing.matching.DynamicMatching;

/**
 * The complete graph of the players to pair with changeable edge weights (0 = no edge), and pairs
 * already fixed. {@link #solve()} returns a maximum-weight matching of the current weights (the
 * Dutch weights make it a maximum-cardinality one: every pair adds to the completion field, C4); a
 * vertex left unmatched is its own mate. The matching is kept between solves and re-solved only
 * around the players whose weights changed ({@link DynamicMatching}).
 *
 * <p>A weight is an id of the matrix's table of distinct criteria weights ({@link #intern}) plus a
 * small signed offset: the bracket procedure's bonuses and exchange order (art. 3-4) live in the
 * low field that the criteria weights leave zero.
 */
final class WeightMatrix {

    private final int n;
    private final DynamicMatching matching;
    private final WeightBuilder builder;
    private final int[] fixedMate;

    /**
     * Set only for a plain maximum-weight matching: the id of the unit weight of the edges to the
     * copies (see {@link #WeightMatrix(int, int, boolean)}); 0 otherwise.
     */
    private final int unit;

    /** @param bits an upper bound of the bit length of the weights that will be set */
    WeightMatrix(int n, int bits) {
        this(n, bits, false);
    }

    /**
     * @param maximumWeight true for a maximum-weight matching that may leave players unmatched
     *                      even when more of them could be (the 2017 brackets without completion,
     *                      as bbpPairings v5.0.1 pairs them); false for a maximum-weight matching
     *                      among the maximum-cardinality ones. The first is the second on a graph
     *                      doubled: each vertex v has a copy v' joined to v and to every other
     *                      copy by an edge of one unit, and every real edge gains one unit; then
     *                      every perfect matching holds n units, and one of maximum weight is a
     *                      maximum-weight matching of the real edges (v matched to v': unmatched).
     */
    WeightMatrix(int n, int bits, boolean maximumWeight) {
        this.n = n;
        this.matching = new DynamicMatching(maximumWeight ? 2 * n : n, maximumWeight ? bits + 1 : bits);
        this.builder = new WeightBuilder(matching.weights().words());
        fixedMate = new int[n];
        Arrays.fill(fixedMate, -1);
        unit = maximumWeight ? intern(builder().field(1, 1)) : 0;
        for (int v = 0; unit != 0 && v < n; v++) {
            matching.setWeight(v, n + v, unit, 0);
            for (int u = 0; u < v; u++) {
                matching.setWeight(n + u, n + v, unit, 0);
            }
        }
    }

    /** @return the matrix's builder, cleared: fill it, then {@link #intern} it */
    WeightBuilder builder() {
        return builder.clear();
    }

    /** @return the id of the weight in {@code w} (0 for zero) */
    int intern(WeightBuilder w) {
        return matching.weights().intern(w.words());
    }

    /** Sets the weight of {a, b} to weight {@code id} plus {@code adj}; id 0 removes the edge. */
    void set(int a, int b, int id, long adj) {
        matching.setWeight(a, b, id, unit != 0 && id != 0 ? adj + 1 : adj);
    }

    /** Fixes the pair {a, b}: both leave the graph. */
    void fix(int a, int b) {
        fixedMate[a] = b;
        fixedMate[b] = a;
        matching.remove(a);
        matching.remove(b);
        if (unit != 0) {
            matching.remove(n + a);
            matching.remove(n + b);
        }
    }

    /** @return for each vertex its mate (itself when unmatched) in a maximum-weight matching */
    int[] solve() {
        matching.solve();
        int[] mate = new int[n];
        for (int v = 0; v < n; v++) {
            if (fixedMate[v] >= 0) {
                mate[v] = fixedMate[v];
            } else {
                int u = matching.mate(v);
                mate[v] = u < 0 || u >= n ? v : u;
            }
        }
        return mate;
    }
}
