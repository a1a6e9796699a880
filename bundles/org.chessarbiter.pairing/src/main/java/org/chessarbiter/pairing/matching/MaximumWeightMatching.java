package org.chessarbiter.pairing.matching;

import static org.chessarbiter.pairing.matching.BlossomForest.FREE;
import static org.chessarbiter.pairing.matching.BlossomForest.S;
import static org.chessarbiter.pairing.matching.BlossomForest.T;

/**
 * Maximum-weight matching on a general graph by Edmonds' blossom algorithm (primal-dual), with
 * exact integer weights.
 *
 * <p>Complexity: at most n stages (one augmentation each); a stage makes O(n) dual updates, each
 * costing O(n) with the least-slack edge bookkeeping of Galil (1986), plus O(m) edge scans per
 * stage: O(n^3) arithmetic operations in all (O(n m) + O(n^3)), O(n + m) memory. With
 * {@code maxCardinality} the result is a maximum-weight matching among the matchings of maximum
 * cardinality. Negative weights are allowed; such edges are never used unless cardinality needs them.
 * Weights of any size are exact: internally every dual and slack is a fixed-width integer of as
 * many 64-bit limbs as the largest weight needs ({@link Limbs}), so solving allocates nothing per
 * operation.
 */
public final class MaximumWeightMatching {

    private MaximumWeightMatching() {
    }

    /** @return a maximum-weight matching of {@code g} */
    public static <W> Matching maximumWeight(WeightedGraph<W> g, WeightArithmetic<W> ar) {
        return solve(g, ar, false);
    }

    /** @return a maximum-weight matching among the maximum-cardinality matchings of {@code g} */
    public static <W> Matching maximumCardinality(WeightedGraph<W> g, WeightArithmetic<W> ar) {
        return solve(g, ar, true);
    }

    /** @return the matching; {@code maxCardinality} selects the variant */
    public static <W> Matching solve(WeightedGraph<W> g, WeightArithmetic<W> ar, boolean maxCardinality) {
        java.math.BigInteger maxWeight = java.math.BigInteger.ZERO;
        int bits = 1;
        for (WeightedGraph.Edge<W> e : g.edges()) {
            java.math.BigInteger w = ar.toBigInteger(e.weight());
            maxWeight = maxWeight.max(w);
            bits = Math.max(bits, w.abs().bitLength());
        }
        BlossomForest f = new BlossomForest(g, ar, new Limbs(Limbs.forBits(bits)), bits, maxWeight);
        if (g.edges().isEmpty()) {
            return new Matching(f.mate.clone());
        }
        BlossomSurgery surgery = new BlossomSurgery(f);
        DualStep step = new DualStep(f);
        for (int stage = 0; stage < f.n; stage++) {
            if (!runStage(f, surgery, step, maxCardinality)) {
                break;
            }
            expandZeroDualBlossoms(f, surgery);
        }
        int[] mate = new int[f.n];
        for (int v = 0; v < f.n; v++) {
            mate[v] = f.mate[v] >= 0 ? f.endpoint[f.mate[v]] : -1;
        }
        return new Matching(mate);
    }

    /** At the end of a stage: expands the top S-blossoms whose dual reached zero. */
    static void expandZeroDualBlossoms(BlossomForest f, BlossomSurgery surgery) {
        for (int b = f.n; b < 2 * f.n; b++) {
            if (f.parent[b] == -1 && f.base[b] >= 0 && f.label[b] == S && f.zeroDual(b)) {
                surgery.expand(b, true);
            }
        }
    }

    /** One stage: grow alternating trees and adjust duals until an augmentation or optimality. */
    static boolean runStage(BlossomForest f, BlossomSurgery surgery, DualStep step, boolean maxCardinality) {
        f.newStage();
        for (int v = 0; v < f.n; v++) {
            if (f.mate[v] == -1 && f.active[v] && f.label[f.inBlossom[v]] == FREE) {
                f.assignLabel(v, S, -1);
            }
        }
        while (true) {
            if (scan(f, surgery)) {
                return true;
            }
            step.choose(maxCardinality);
            step.apply();
            switch (step.type) {
                case 1 -> {
                    return false;
                }
                case 2 -> {
                    f.allowed[step.edge] = true;
                    int i = f.edgeEnd(step.edge, 0);
                    if (f.label[f.inBlossom[i]] == FREE) {
                        i = f.edgeEnd(step.edge, 1);
                    }
                    f.queue.add(i);
                }
                case 3 -> {
                    f.allowed[step.edge] = true;
                    f.queue.add(f.edgeEnd(step.edge, 0));
                }
                default -> surgery.expand(step.blossom, false);
            }
        }
    }

    /** Scans queued S-vertices along tight edges; returns true after an augmentation. */
    private static boolean scan(BlossomForest f, BlossomSurgery surgery) {
        long[] t = f.tmp;
        while (!f.queue.isEmpty()) {
            int v = f.queue.poll();
            for (int p : f.neighbourEnds[v]) {
                int k = p / 2;
                if (!f.present[k]) {
                    continue;
                }
                int w = f.endpoint[p];
                if (f.inBlossom[v] == f.inBlossom[w]) {
                    continue;
                }
                if (!f.allowed[k]) {
                    f.slack(k, t, 0);
                    if (f.ar.signum(t, 0) <= 0) {
                        f.allowed[k] = true;
                    }
                }
                if (f.allowed[k]) {
                    if (f.label[f.inBlossom[w]] == FREE) {
                        f.assignLabel(w, T, p ^ 1);
                    } else if (f.label[f.inBlossom[w]] == S) {
                        int base = f.scanBlossom(v, w);
                        if (base >= 0) {
                            f.addBlossom(base, k);
                        } else {
                            surgery.augmentMatching(k);
                            return true;
                        }
                    } else if (f.label[w] == FREE) {
                        f.label[w] = T;
                        f.labelEnd[w] = p ^ 1;
                    }
                } else if (f.label[f.inBlossom[w]] == S) {
                    int b = f.inBlossom[v];
                    if (f.bestEdge[b] == -1 || f.belowBestSlack(t, b)) {
                        f.setBestEdge(b, k, t);
                    }
                } else if (f.label[w] == FREE) {
                    if (f.bestEdge[w] == -1 || f.belowBestSlack(t, w)) {
                        f.setBestEdge(w, k, t);
                    }
                }
            }
        }
        return false;
    }
}
