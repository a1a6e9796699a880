package org.chessarbiter.pairing.matching;

/**
 * Exhaustive search over all matchings of a small graph: the independent oracle for
 * {@link MaximumWeightMatching}. Returns {best cardinality, best weight} under the chosen order.
 */
final class BruteForceMatching {

    private final long[][] w;
    private final boolean[][] edge;
    private final int n;
    private final boolean cardinalityFirst;
    private long bestSize = -1;
    private long bestWeight = Long.MIN_VALUE;

    private BruteForceMatching(WeightedGraph<Long> g, boolean cardinalityFirst) {
        n = g.vertices();
        w = new long[n][n];
        edge = new boolean[n][n];
        for (WeightedGraph.Edge<Long> e : g.edges()) {
            w[e.u()][e.v()] = e.weight();
            w[e.v()][e.u()] = e.weight();
            edge[e.u()][e.v()] = true;
            edge[e.v()][e.u()] = true;
        }
        this.cardinalityFirst = cardinalityFirst;
    }

    /** @return {size, weight} of the optimum */
    static long[] optimum(WeightedGraph<Long> g, boolean cardinalityFirst) {
        BruteForceMatching b = new BruteForceMatching(g, cardinalityFirst);
        b.search(0, new boolean[b.n], 0, 0);
        return new long[] {b.bestSize, b.bestWeight};
    }

    private void search(int v, boolean[] used, long size, long weight) {
        while (v < n && used[v]) {
            v++;
        }
        if (v == n) {
            boolean better = cardinalityFirst
                    ? size > bestSize || (size == bestSize && weight > bestWeight)
                    : weight > bestWeight;
            if (better) {
                bestSize = size;
                bestWeight = weight;
            }
            return;
        }
        used[v] = true;
        search(v + 1, used, size, weight);
        for (int u = v + 1; u < n; u++) {
            if (!used[u] && edge[v][u]) {
                used[u] = true;
                search(v + 1, used, size + 1, weight + w[v][u]);
                used[u] = false;
            }
        }
        used[v] = false;
    }
}
