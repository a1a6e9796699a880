package org.chessarbiter.pairing.matching;

import static org.chessarbiter.pairing.matching.BlossomForest.FREE;
import static org.chessarbiter.pairing.matching.BlossomForest.S;
import static org.chessarbiter.pairing.matching.BlossomForest.T;

/**
 * The operations that change the blossom tree or the matching: expanding a blossom (when its dual
 * reaches zero, or at the end of a stage) and augmenting the matching along an alternating path
 * through nested blossoms.
 */
final class BlossomSurgery {

    private final BlossomForest f;

    BlossomSurgery(BlossomForest f) {
        this.f = f;
    }

    /** Expands top blossom b into its children; at a stage's end recursively for zero-dual ones. */
    void expand(int b, boolean endStage) {
        for (int s : f.children[b]) {
            f.parent[s] = -1;
            if (s < f.n) {
                f.inBlossom[s] = s;
            } else if (endStage && f.zeroDual(s)) {
                expand(s, endStage);
            } else {
                for (int leaf : f.leaves(s)) {
                    f.inBlossom[leaf] = s;
                }
            }
        }
        if (!endStage && f.label[b] == T) {
            relabelExpandedT(b);
        }
        f.label[b] = FREE;
        f.labelEnd[b] = -1;
        f.children[b] = null;
        f.childEnds[b] = null;
        f.base[b] = -1;
        f.bestEdges[b] = null;
        f.bestEdge[b] = -1;
        f.unused.push(b);
    }

    /**
     * Dissolves top blossom b between two solves, keeping the duals feasible: its dual moves into
     * the duals of its vertices (edges inside b keep their slack, edges leaving b gain slack), so
     * the matched edge leaving its base is no longer tight and is unmatched. Its children become
     * top blossoms.
     */
    void dissolve(int b) {
        if (!f.zeroDual(b)) {
            for (int leaf : f.leaves(b)) {
                f.ar.add(f.dual, leaf, f.dual, b, f.dual, leaf);
            }
            f.ar.setZero(f.dual, b);
            unmatch(f.base[b]);
        }
        f.label[b] = FREE;
        expand(b, true);
    }

    /** Makes vertex v and its mate (if any) free. */
    void unmatch(int v) {
        int p = f.mate[v];
        if (p != -1) {
            f.mate[f.endpoint[p]] = -1;
            f.mate[v] = -1;
        }
    }

    /**
     * A T-blossom expanded mid-stage: its children on the even path from the entry child to the
     * base become T and S alternately; the others lose their labels unless reachable from outside.
     */
    private void relabelExpandedT(int b) {
        int entryChild = f.inBlossom[f.endpoint[f.labelEnd[b] ^ 1]];
        Walk walk = Walk.toBase(f, b, f.indexOfChild(b, entryChild));
        int j = walk.start();
        int step = walk.step();
        int trick = walk.trick();
        int p = f.labelEnd[b];
        while (j != 0) {
            f.label[f.endpoint[p ^ 1]] = FREE;
            f.label[f.endpoint[f.childEnd(b, j - trick) ^ trick ^ 1]] = FREE;
            f.assignLabel(f.endpoint[p ^ 1], T, p);
            f.allowed[f.childEnd(b, j - trick) / 2] = true;
            j += step;
            p = f.childEnd(b, j - trick) ^ trick;
            f.allowed[p / 2] = true;
            j += step;
        }
        int bv = f.child(b, j);
        f.label[f.endpoint[p ^ 1]] = T;
        f.label[bv] = T;
        f.labelEnd[f.endpoint[p ^ 1]] = p;
        f.labelEnd[bv] = p;
        f.bestEdge[bv] = -1;
        j += step;
        while (f.child(b, j) != entryChild) {
            bv = f.child(b, j);
            if (f.label[bv] == S) {
                j += step;
                continue;
            }
            int labelled = -1;
            for (int leaf : f.leaves(bv)) {
                if (f.label[leaf] != FREE) {
                    labelled = leaf;
                    break;
                }
            }
            if (labelled >= 0) {
                f.label[labelled] = FREE;
                f.label[f.endpoint[f.mate[f.base[bv]]]] = FREE;
                f.assignLabel(labelled, T, f.labelEnd[labelled]);
            }
            j += step;
        }
    }

    /** Swaps matched and unmatched edges inside blossom b along the path from vertex v to the base. */
    void augmentBlossom(int b, int v) {
        int t = v;
        while (f.parent[t] != b) {
            t = f.parent[t];
        }
        if (t >= f.n) {
            augmentBlossom(t, v);
        }
        int i = f.indexOfChild(b, t);
        Walk walk = Walk.toBase(f, b, i);
        int j = walk.start();
        int step = walk.step();
        int trick = walk.trick();
        while (j != 0) {
            j += step;
            t = f.child(b, j);
            int p = f.childEnd(b, j - trick) ^ trick;
            if (t >= f.n) {
                augmentBlossom(t, f.endpoint[p]);
            }
            j += step;
            t = f.child(b, j);
            if (t >= f.n) {
                augmentBlossom(t, f.endpoint[p ^ 1]);
            }
            f.mate[f.endpoint[p]] = p ^ 1;
            f.mate[f.endpoint[p ^ 1]] = p;
        }
        f.children[b] = rotate(f.children[b], i);
        f.childEnds[b] = rotate(f.childEnds[b], i);
        f.base[b] = f.base[f.children[b][0]];
    }

    private static int[] rotate(int[] a, int i) {
        int[] r = new int[a.length];
        for (int x = 0; x < a.length; x++) {
            r[x] = a[(x + i) % a.length];
        }
        return r;
    }

    /** Augments the matching along the path through edge k between two S-vertices of different trees. */
    void augmentMatching(int k) {
        augmentFrom(f.endpoint[2 * k], 2 * k + 1);
        augmentFrom(f.endpoint[2 * k + 1], 2 * k);
    }

    private void augmentFrom(int s, int p) {
        while (true) {
            int bs = f.inBlossom[s];
            if (bs >= f.n) {
                augmentBlossom(bs, s);
            }
            f.mate[s] = p;
            if (f.labelEnd[bs] == -1) {
                return;
            }
            int t = f.endpoint[f.labelEnd[bs]];
            int bt = f.inBlossom[t];
            s = f.endpoint[f.labelEnd[bt]];
            int j = f.endpoint[f.labelEnd[bt] ^ 1];
            if (bt >= f.n) {
                augmentBlossom(bt, j);
            }
            f.mate[j] = f.labelEnd[bt];
            p = f.labelEnd[bt] ^ 1;
        }
    }

    /**
     * The even-length way around blossom b's cycle from child position {@code i} to the base
     * (position 0): forwards when i is odd (from i - length up to 0), backwards when even.
     * {@code trick} selects which end of each stored child edge to use in that direction.
     */
    private record Walk(int start, int step, int trick) {
        static Walk toBase(BlossomForest f, int b, int i) {
            return (i & 1) != 0 ? new Walk(i - f.children[b].length, 1, 0) : new Walk(i, -1, 1);
        }
    }
}
