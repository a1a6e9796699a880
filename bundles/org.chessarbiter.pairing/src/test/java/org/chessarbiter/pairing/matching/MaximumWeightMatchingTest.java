package org.chessarbiter.pairing.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;

import org.junit.jupiter.api.Test;

class MaximumWeightMatchingTest {

    private static WeightedGraph<Long> random(Random rnd, int n, double density, long minW, long maxW) {
        WeightedGraph<Long> g = new WeightedGraph<>(n);
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                if (rnd.nextDouble() < density) {
                    g.addEdge(u, v, minW + (long) rnd.nextInt((int) (maxW - minW + 1)));
                }
            }
        }
        return g;
    }

    private static void assertValid(WeightedGraph<?> g, Matching m) {
        for (int v = 0; v < m.vertices(); v++) {
            int u = m.mate(v);
            if (u >= 0) {
                assertEquals(v, m.mate(u), "mate not symmetric");
                final int a = v;
                assertTrue(g.edges().stream().anyMatch(e -> (e.u() == a && e.v() == u) || (e.u() == u && e.v() == a)),
                        "matched pair is not an edge");
            }
        }
    }

    private static void compareWithBruteForce(long seed, int graphs, boolean cardinality, long minW, long maxW) {
        Random rnd = new Random(seed);
        for (int i = 0; i < graphs; i++) {
            int n = 1 + rnd.nextInt(10);
            WeightedGraph<Long> g = random(rnd, n, 0.2 + 0.8 * rnd.nextDouble(), minW, maxW);
            Matching m = MaximumWeightMatching.solve(g, WeightArithmetic.LONG, cardinality);
            assertValid(g, m);
            long[] best = BruteForceMatching.optimum(g, cardinality);
            String what = "graph " + i + " " + g.edges();
            if (cardinality) {
                assertEquals(best[0], m.size(), what);
            }
            assertEquals(best[1], (long) m.weight(g, WeightArithmetic.LONG), what);

            WeightedGraph<BigInteger> big = new WeightedGraph<>(n);
            BigInteger scale = BigInteger.ONE.shiftLeft(100);
            g.edges().forEach(e -> big.addEdge(e.u(), e.v(), BigInteger.valueOf(e.weight()).multiply(scale)));
            Matching mb = MaximumWeightMatching.solve(big, WeightArithmetic.BIG, cardinality);
            assertValid(big, mb);
            assertEquals(BigInteger.valueOf(best[1]).multiply(scale), mb.weight(big, WeightArithmetic.BIG), what);
        }
    }

    @Test
    void maximumWeightAgreesWithBruteForceOnRandomGraphs() {
        compareWithBruteForce(1, 3000, false, 1, 30);
    }

    @Test
    void maximumWeightWithFewDistinctWeightsAgreesWithBruteForce() {
        // many ties: blossoms and expansions are frequent
        compareWithBruteForce(2, 3000, false, 1, 3);
    }

    @Test
    void maximumCardinalityAgreesWithBruteForceOnRandomGraphs() {
        compareWithBruteForce(3, 3000, true, 1, 30);
    }

    @Test
    void negativeWeightsAreOnlyUsedForCardinality() {
        compareWithBruteForce(4, 2000, false, -10, 10);
        compareWithBruteForce(5, 2000, true, -10, 10);
    }

    @Test
    void multiLimbWeightsWithCarriesAgreeWithBruteForce() {
        // weights spanning several 64-bit limbs with random low bits: carries and borrows between
        // limbs happen in every dual update
        Random rnd = new Random(11);
        for (int i = 0; i < 1500; i++) {
            int n = 2 + rnd.nextInt(9);
            WeightedGraph<BigInteger> g = new WeightedGraph<>(n);
            for (int u = 0; u < n; u++) {
                for (int v = u + 1; v < n; v++) {
                    if (rnd.nextDouble() < 0.7) {
                        BigInteger w = BigInteger.valueOf(1 + rnd.nextInt(4)).shiftLeft(130)
                                .add(new BigInteger(127, rnd)).subtract(BigInteger.ONE.shiftLeft(120 + rnd.nextInt(6)));
                        g.addEdge(u, v, w);
                    }
                }
            }
            Matching m = MaximumWeightMatching.maximumWeight(g, WeightArithmetic.BIG);
            assertValid(g, m);
            assertEquals(BruteForceBig.optimum(g), m.weight(g, WeightArithmetic.BIG), "graph " + i);
        }
    }

    @Test
    void emptyGraphHasEmptyMatching() {
        assertEquals(0, MaximumWeightMatching.maximumWeight(new WeightedGraph<Long>(4), WeightArithmetic.LONG).size());
        assertEquals(0, MaximumWeightMatching.maximumWeight(new WeightedGraph<Long>(0), WeightArithmetic.LONG).size());
    }

    private static void assertMates(long[][] edges, int n, boolean cardinality, int... expected) {
        WeightedGraph<Long> g = new WeightedGraph<>(n);
        for (long[] x : edges) {
            g.addEdge((int) x[0], (int) x[1], x[2]);
        }
        Matching m = MaximumWeightMatching.solve(g, WeightArithmetic.LONG, cardinality);
        assertEquals(BruteForceMatching.optimum(g, cardinality)[1], (long) m.weight(g, WeightArithmetic.LONG));
        for (int v = 0; v < n; v++) {
            assertEquals(expected[v], m.mate(v), "mate of " + v);
        }
    }

    @Test
    void sBlossomRelabelledAsTBlossomIsUsedForAugmentation() {
        assertMates(new long[][] {{1, 2, 9}, {1, 3, 8}, {2, 3, 10}, {1, 4, 5}, {4, 5, 4}, {1, 6, 3}}, 7, false,
                -1, 6, 3, 2, 5, 4, 1);
    }

    @Test
    void nestedSBlossomRelabelledAsTAndExpanded() {
        assertMates(new long[][] {{1, 2, 19}, {1, 3, 20}, {1, 8, 8}, {2, 3, 25}, {2, 4, 18}, {3, 5, 18}, {4, 5, 13},
                {4, 7, 7}, {5, 6, 7}}, 9, false, -1, 8, 3, 2, 7, 6, 5, 4, 1);
    }

    @Test
    void cardinalityBeatsWeight() {
        // path 0-1-2-3: weight alone takes the heavy middle edge, cardinality takes both ends
        assertMates(new long[][] {{0, 1, 2}, {1, 2, 5}, {2, 3, 2}}, 4, false, -1, 2, 1, -1);
        assertMates(new long[][] {{0, 1, 2}, {1, 2, 5}, {2, 3, 2}}, 4, true, 1, 0, 3, 2);
    }

    @Test
    void largerRandomGraphsAgreeBetweenVariantsOfScale() {
        // a maximum-cardinality matching on a complete graph with an even vertex count is perfect
        Random rnd = new Random(7);
        for (int i = 0; i < 20; i++) {
            int n = 2 * (10 + rnd.nextInt(30));
            WeightedGraph<Long> g = random(rnd, n, 1.0, 0, 1000);
            Matching m = MaximumWeightMatching.maximumCardinality(g, WeightArithmetic.LONG);
            assertValid(g, m);
            assertEquals(n / 2, m.size());
        }
    }
}
