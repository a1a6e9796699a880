package org.chessarbiter.pairing.matching;

import static org.chessarbiter.pairing.matching.BlossomForest.FREE;
import static org.chessarbiter.pairing.matching.BlossomForest.S;
import static org.chessarbiter.pairing.matching.BlossomForest.T;

/**
 * The dual adjustment chosen when no tight edge is left to scan: type 1 (a vertex dual reaches
 * zero: optimum), 2 (an edge from an S-vertex to a free vertex becomes tight), 3 (an edge between
 * two S-blossoms becomes tight), 4 (a T-blossom's dual reaches zero: expand it).
 */
final class DualStep {

    int type;
    int edge;
    int blossom;
    /** delta at index 0, a candidate at index 1 */
    final long[] delta;
    private final BlossomForest f;
    private final Limbs ar;

    DualStep(BlossomForest f) {
        this.f = f;
        this.ar = f.ar;
        this.delta = new long[2 * ar.k];
    }

    private boolean better(long[] candidate, int ci) {
        return type == -1 || ar.compare(candidate, ci, delta, 0) < 0;
    }

    void choose(boolean maxCardinality) {
        type = -1;
        edge = -1;
        blossom = -1;
        if (!maxCardinality) {
            type = 1;
            minVertexDual();
        }
        for (int v = 0; v < f.n; v++) {
            if (f.label[f.inBlossom[v]] == FREE && f.bestEdge[v] != -1) {
                f.slack(f.bestEdge[v], delta, 1);
                if (better(delta, 1)) {
                    ar.set(delta, 0, delta, 1);
                    type = 2;
                    edge = f.bestEdge[v];
                }
            }
        }
        for (int b = 0; b < 2 * f.n; b++) {
            if (f.parent[b] == -1 && f.label[b] == S && f.bestEdge[b] != -1) {
                f.slack(f.bestEdge[b], delta, 1);
                ar.half(delta, 1, delta, 1);
                if (better(delta, 1)) {
                    ar.set(delta, 0, delta, 1);
                    type = 3;
                    edge = f.bestEdge[b];
                }
            }
        }
        for (int b = f.n; b < 2 * f.n; b++) {
            if (f.base[b] >= 0 && f.parent[b] == -1 && f.label[b] == T && better(f.dual, b)) {
                ar.set(delta, 0, f.dual, b);
                type = 4;
                blossom = b;
            }
        }
        if (type == -1) {
            // maximum cardinality reached: finish with the dual update of type 1
            type = 1;
            minVertexDual();
            if (ar.signum(delta, 0) < 0) {
                ar.setZero(delta, 0);
            }
        }
    }

    private void minVertexDual() {
        boolean first = true;
        ar.setZero(delta, 0);
        for (int v = 0; v < f.n; v++) {
            if (f.active[v] && (first || ar.compare(f.dual, v, delta, 0) < 0)) {
                first = false;
                ar.set(delta, 0, f.dual, v);
            }
        }
    }

    /** Moves the duals by delta: S-vertices down, T-vertices up, top blossoms the other way. */
    void apply() {
        f.dualEpoch++;
        for (int v = 0; v < f.n; v++) {
            int l = f.label[f.inBlossom[v]];
            if (l == S) {
                ar.subtract(f.dual, v, delta, 0, f.dual, v);
            } else if (l == T) {
                ar.add(f.dual, v, delta, 0, f.dual, v);
            }
        }
        for (int b = f.n; b < 2 * f.n; b++) {
            if (f.base[b] >= 0 && f.parent[b] == -1) {
                if (f.label[b] == S) {
                    ar.add(f.dual, b, delta, 0, f.dual, b);
                } else if (f.label[b] == T) {
                    ar.subtract(f.dual, b, delta, 0, f.dual, b);
                }
            }
        }
    }
}
