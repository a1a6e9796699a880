package org.chessarbiter.pairing.matching;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The warm-started matching against exhaustive search: random graphs whose vertices' edges are
 * re-weighted (or dropped) and whose matched pairs are removed, one change at a time, as the
 * Dutch bracket procedure does; after every solve the matching must be a maximum-weight one among
 * the maximum-cardinality matchings of the current graph.
 */
class DynamicMatchingTest {

    private static final class Model {
        final int n;
        final long[][] w;
        final boolean[] removed;

        Model(int n) {
            this.n = n;
            w = new long[n][n];
            removed = new boolean[n];
        }

        /** non-null: weights are set as an interned base plus a small offset */
        Random split;

        void set(DynamicMatching dm, int u, int v, long weight) {
            if (removed[u] || removed[v]) {
                return;
            }
            w[u][v] = weight;
            w[v][u] = weight;
            if (split == null || weight <= 0) {
                dm.setWeight(u, v, BigInteger.valueOf(weight));
            } else {
                long adj = split.nextInt(3) == 0 ? 0 : split.nextLong(-weight + 1, Math.min(weight, 6));
                dm.setWeight(u, v, dm.weights().intern(BigInteger.valueOf(weight - adj)), adj);
            }
        }

        WeightedGraph<Long> graph() {
            WeightedGraph<Long> g = new WeightedGraph<>(n);
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < i; j++) {
                    if (!removed[i] && !removed[j] && w[i][j] > 0) {
                        g.addEdge(i, j, w[i][j]);
                    }
                }
            }
            return g;
        }
    }

    private static long[] sizeAndWeight(DynamicMatching dm, Model m) {
        long size = 0;
        long weight = 0;
        for (int v = 0; v < m.n; v++) {
            int u = dm.mate(v);
            if (u >= 0) {
                assertEquals(v, dm.mate(u), "mates are symmetric");
                assertTrue(!m.removed[v] && !m.removed[u] && m.w[v][u] > 0, "matched along an edge");
                if (u > v) {
                    size++;
                    weight += m.w[v][u];
                }
            }
        }
        return new long[] {size, weight};
    }

    private static void run(long seed, int maxN, long maxW, double density, int changes) {
        run(seed, maxN, maxW, density, changes, false);
    }

    private static void run(long seed, int maxN, long maxW, double density, int changes, boolean viaTable) {
        Random rnd = new Random(seed);
        int n = 2 + rnd.nextInt(maxN - 1);
        Model m = new Model(n);
        m.split = viaTable ? new Random(seed + 1) : null;
        DynamicMatching dm = new DynamicMatching(n, 64);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                m.set(dm, i, j, rnd.nextDouble() < density ? 1 + rnd.nextLong(maxW) : 0);
            }
        }
        for (int c = 0; c <= changes; c++) {
            dm.solve();
            assertNull(dm.violatedCondition(), "seed " + seed + " change " + c + ": optimality certificate");
            long[] expected = BruteForceMatching.optimum(m.graph(), true);
            assertArrayEquals(expected, sizeAndWeight(dm, m), "seed " + seed + " change " + c);
            int x = rnd.nextInt(n);
            if (rnd.nextInt(4) == 0 && dm.mate(x) >= 0) {
                int y = dm.mate(x);
                dm.remove(x);
                dm.remove(y);
                m.removed[x] = true;
                m.removed[y] = true;
            } else {
                for (int o = 0; o < n; o++) {
                    if (o != x && rnd.nextDouble() < 0.7) {
                        m.set(dm, x, o, rnd.nextDouble() < density ? 1 + rnd.nextLong(maxW) : 0);
                    }
                }
            }
        }
    }

    @Test
    void warmSolvesAgreeWithBruteForceOnRandomChanges() {
        for (long seed = 0; seed < 3000; seed++) {
            run(seed, 11, 20, 0.7, 12);
        }
    }

    @Test
    void warmSolvesWithFewDistinctWeightsAgreeWithBruteForce() {
        for (long seed = 0; seed < 3000; seed++) {
            run(seed, 11, 3, 0.9, 12);
        }
    }

    @Test
    void weightsSetAsInternedBasePlusOffsetAgreeWithBruteForce() {
        for (long seed = 0; seed < 2000; seed++) {
            run(seed, 11, 30, 0.8, 12, true);
        }
    }

    @Test
    void nearlySeparableWeightsAgreeWithBruteForce() {
        // weights g(u) + g(v) + c with a few holes and perturbations: the jump start's reference
        // guess makes most edges tight at once
        for (long seed = 0; seed < 2000; seed++) {
            Random rnd = new Random(seed);
            int n = 2 + rnd.nextInt(11);
            long[] g = new long[n];
            for (int v = 0; v < n; v++) {
                g[v] = rnd.nextInt(4) * 8L;
            }
            Model m = new Model(n);
            DynamicMatching dm = new DynamicMatching(n, 64);
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < i; j++) {
                    long w = rnd.nextInt(8) == 0 ? 0 : g[i] + g[j] + 5 + (rnd.nextInt(6) == 0 ? rnd.nextInt(3) : 0);
                    m.set(dm, i, j, w);
                }
            }
            dm.solve();
            assertNull(dm.violatedCondition(), "seed " + seed);
            assertArrayEquals(BruteForceMatching.optimum(m.graph(), true), sizeAndWeight(dm, m), "seed " + seed);
        }
    }
}
