package org.chessarbiter.pairing.matching;

import java.math.BigInteger;

/** Exhaustive maximum-weight matching for small graphs with BigInteger weights (test oracle). */
final class BruteForceBig {

    private final BigInteger[][] w;
    private final int n;
    private BigInteger best;

    private BruteForceBig(WeightedGraph<BigInteger> g) {
        n = g.vertices();
        w = new BigInteger[n][n];
        for (WeightedGraph.Edge<BigInteger> e : g.edges()) {
            w[e.u()][e.v()] = e.weight();
            w[e.v()][e.u()] = e.weight();
        }
    }

    /** @return the weight of a maximum-weight matching */
    static BigInteger optimum(WeightedGraph<BigInteger> g) {
        BruteForceBig b = new BruteForceBig(g);
        b.best = BigInteger.ZERO;
        b.search(0, new boolean[b.n], BigInteger.ZERO);
        return b.best;
    }

    private void search(int v, boolean[] used, BigInteger weight) {
        while (v < n && used[v]) {
            v++;
        }
        if (v == n) {
            best = best.max(weight);
            return;
        }
        used[v] = true;
        search(v + 1, used, weight);
        for (int u = v + 1; u < n; u++) {
            if (!used[u] && w[v][u] != null) {
                used[u] = true;
                search(v + 1, used, weight.add(w[v][u]));
                used[u] = false;
            }
        }
        used[v] = false;
    }
}
