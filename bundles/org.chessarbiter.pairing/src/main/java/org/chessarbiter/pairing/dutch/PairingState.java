package org.chessarbiter.pairing.dutch;

import java.util.Arrays;
import java.util.List;

/** The state of one Dutch pairing run: players, weights, the matrix and the pairs fixed so far. */
final class PairingState {

    final List<DutchPlayer> sorted;
    final EdgeWeights weights;
    final WeightMatrix matrix;
    final boolean[] matched;
    final int[] pairOf;
    int[] mate;

    PairingState(List<DutchPlayer> sorted, EdgeWeights weights) {
        this.sorted = sorted;
        this.weights = weights;
        this.matrix = new WeightMatrix(sorted.size());
        this.matched = new boolean[sorted.size()];
        this.pairOf = new int[sorted.size()];
        Arrays.fill(pairOf, -1);
    }

    DutchPlayer player(int vertex) {
        return sorted.get(vertex);
    }

    void solve() {
        mate = matrix.solve();
    }

    /** Fixes the pair of vertex v with its current mate. */
    int fixWithMate(int v) {
        int m = mate[v];
        matched[v] = true;
        matched[m] = true;
        matrix.fix(v, m);
        return m;
    }
}
