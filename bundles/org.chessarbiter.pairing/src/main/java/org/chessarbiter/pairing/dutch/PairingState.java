package org.chessarbiter.pairing.dutch;

import java.util.Arrays;
import java.util.List;

/** The state of one Dutch pairing run: players, weights, the matrix and the pairs fixed so far. */
final class PairingState {

    final List<DutchPlayer> sorted;
    final EdgeWeights weights;
    /** the bracket matrix, created after the completion search ({@link #createMatrix()}) */
    WeightMatrix matrix;
    final boolean[] matched;
    final int[] pairOf;
    int[] mate;

    PairingState(List<DutchPlayer> sorted, EdgeWeights weights) {
        this.sorted = sorted;
        this.weights = weights;
        this.matched = new boolean[sorted.size()];
        this.pairOf = new int[sorted.size()];
        Arrays.fill(pairOf, -1);
    }

    void createMatrix() {
        matrix = new WeightMatrix(sorted.size(), weights.bits());
    }

    DutchPlayer player(int vertex) {
        return sorted.get(vertex);
    }

    void solve() {
        mate = matrix.solve();
    }

    /**
     * Re-solves after the weights of v's edges were raised by distinct bonuses, the largest on the
     * edge to {@code preferred}; skips the matching when v is already matched to {@code preferred}.
     * Exact: the current matching M was optimal before the change, and only v's edges changed, by
     * at most the bonus of M's own edge; any other matching gains less on v's edge and no more
     * elsewhere, so M stays the unique choice for v.
     */
    void solveUnlessPreferred(int v, int preferred) {
        if (preferred < 0 || mate[v] != preferred) {
            solve();
        }
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
