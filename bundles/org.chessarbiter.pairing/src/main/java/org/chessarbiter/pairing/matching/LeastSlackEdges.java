package org.chessarbiter.pairing.matching;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Galil's O(n^3) bookkeeping for a blossom just formed in a {@link BlossomForest}: the least-slack edge from it to
 * each other S-blossom, gathered from its sub-blossoms' lists (or their leaves' edges), and the least of them.
 */
final class LeastSlackEdges {

    private LeastSlackEdges() {
    }

    /** Records in f the least-slack edges from the new blossom b to each other S-blossom. */
    static void ofNewBlossom(BlossomForest f, int b) {
        int[] bestTo = BlossomForest.filled(2 * f.n, -1);
        long[] bestSlack = new long[2 * f.n * f.ar.k]; // slack of bestTo[x]; duals do not change here
        for (int sub : f.children[b]) {
            List<int[]> lists = new ArrayList<>();
            if (f.bestEdges[sub] == null) {
                for (int leaf : f.leaves(sub)) {
                    int[] ks = new int[f.neighbourEnds[leaf].length];
                    for (int i = 0; i < ks.length; i++) {
                        ks[i] = f.neighbourEnds[leaf][i] / 2;
                    }
                    lists.add(ks);
                }
            } else {
                lists.add(f.bestEdges[sub]);
            }
            for (int[] ks : lists) {
                for (int k : ks) {
                    if (!f.present[k]) {
                        continue;
                    }
                    int j = f.endpoint[2 * k + 1];
                    if (f.inBlossom[j] == b) {
                        j = f.endpoint[2 * k];
                    }
                    int bj = f.inBlossom[j];
                    if (bj == b || f.label[bj] != BlossomForest.S) {
                        continue;
                    }
                    f.slack(k, f.tmp, 0);
                    if (bestTo[bj] == -1 || f.ar.compare(f.tmp, 0, bestSlack, bj) < 0) {
                        bestTo[bj] = k;
                        f.ar.set(bestSlack, bj, f.tmp, 0);
                    }
                }
            }
            f.bestEdges[sub] = null;
            f.bestEdge[sub] = -1;
        }
        f.bestEdges[b] = Arrays.stream(bestTo).filter(k -> k != -1).toArray();
        f.bestEdge[b] = -1;
        int best = -1;
        for (int x = 0; x < 2 * f.n; x++) {
            if (bestTo[x] != -1 && (best < 0 || f.ar.compare(bestSlack, x, bestSlack, best) < 0)) {
                f.bestEdge[b] = bestTo[x];
                best = x;
            }
        }
    }
}
