package org.chessarbiter.pairing.matching;

import static org.chessarbiter.pairing.matching.BlossomForest.FREE;
import static org.chessarbiter.pairing.matching.BlossomForest.S;
import static org.chessarbiter.pairing.matching.BlossomForest.T;

/**
 * The dual adjustment chosen when no tight edge is left to scan: type 1 (a vertex dual reaches
 * zero: optimum), 2 (an edge from an S-vertex to a free vertex becomes tight), 3 (an edge between
 * two S-blossoms becomes tight), 4 (a T-blossom's dual reaches zero: expand it).
 */
record DualStep<W>(int type, W delta, int edge, int blossom) {

    static <W> DualStep<W> choose(BlossomForest<W> f, boolean maxCardinality) {
        WeightArithmetic<W> ar = f.ar;
        int type = -1;
        W delta = null;
        int edge = -1;
        int blossom = -1;
        if (!maxCardinality) {
            type = 1;
            delta = minVertexDual(f);
        }
        for (int v = 0; v < f.n; v++) {
            if (f.label[f.inBlossom[v]] == FREE && f.bestEdge[v] != -1) {
                W d = f.slack(f.bestEdge[v]);
                if (type == -1 || ar.compare(d, delta) < 0) {
                    delta = d;
                    type = 2;
                    edge = f.bestEdge[v];
                }
            }
        }
        for (int b = 0; b < 2 * f.n; b++) {
            if (f.parent[b] == -1 && f.label[b] == S && f.bestEdge[b] != -1) {
                W d = ar.half(f.slack(f.bestEdge[b]));
                if (type == -1 || ar.compare(d, delta) < 0) {
                    delta = d;
                    type = 3;
                    edge = f.bestEdge[b];
                }
            }
        }
        for (int b = f.n; b < 2 * f.n; b++) {
            if (f.base[b] >= 0 && f.parent[b] == -1 && f.label[b] == T
                    && (type == -1 || ar.compare(f.dual(b), delta) < 0)) {
                delta = f.dual(b);
                type = 4;
                blossom = b;
            }
        }
        if (type == -1) {
            // maximum cardinality reached: finish with the dual update of type 1
            type = 1;
            delta = ar.max(ar.zero(), minVertexDual(f));
        }
        return new DualStep<>(type, delta, edge, blossom);
    }

    private static <W> W minVertexDual(BlossomForest<W> f) {
        W m = f.dual(0);
        for (int v = 1; v < f.n; v++) {
            m = f.ar.min(m, f.dual(v));
        }
        return m;
    }

    /** Moves the duals by delta: S-vertices down, T-vertices up, top blossoms the other way. */
    void apply(BlossomForest<W> f) {
        WeightArithmetic<W> ar = f.ar;
        for (int v = 0; v < f.n; v++) {
            int l = f.label[f.inBlossom[v]];
            if (l == S) {
                f.dual[v] = ar.subtract(f.dual(v), delta);
            } else if (l == T) {
                f.dual[v] = ar.add(f.dual(v), delta);
            }
        }
        for (int b = f.n; b < 2 * f.n; b++) {
            if (f.base[b] >= 0 && f.parent[b] == -1) {
                if (f.label[b] == S) {
                    f.dual[b] = ar.add(f.dual(b), delta);
                } else if (f.label[b] == T) {
                    f.dual[b] = ar.subtract(f.dual(b), delta);
                }
            }
        }
    }
}
