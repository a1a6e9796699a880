package org.chessarbiter.pairing.dutch;

import java.math.BigInteger;
import java.util.Arrays;

import org.chessarbiter.pairing.matching.DynamicMatching;

/**
 * The complete graph of the players to pair with changeable edge weights (0 = no edge), and pairs
 * already fixed. {@link #solve()} returns a maximum-weight matching of the current weights (the
 * Dutch weights make it a maximum-cardinality one: every pair adds to the completion field, C4); a
 * vertex left unmatched is its own mate. The matching is kept between solves and re-solved only
 * around the players whose weights changed ({@link DynamicMatching}).
 */
final class WeightMatrix {

    private final int n;
    private final DynamicMatching matching;
    private final int[] fixedMate;

    /** @param bits an upper bound of the bit length of the weights that will be set */
    WeightMatrix(int n, int bits) {
        this.n = n;
        this.matching = new DynamicMatching(n, bits);
        fixedMate = new int[n];
        Arrays.fill(fixedMate, -1);
    }

    void set(int a, int b, BigInteger w) {
        matching.setWeight(a, b, w);
    }

    /** Fixes the pair {a, b}: both leave the graph. */
    void fix(int a, int b) {
        fixedMate[a] = b;
        fixedMate[b] = a;
        matching.remove(a);
        matching.remove(b);
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
                mate[v] = u < 0 ? v : u;
            }
        }
        return mate;
    }
}
