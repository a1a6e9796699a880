package org.chessarbiter.pairing.dutch;

import java.math.BigInteger;
import java.util.Arrays;

import org.chessarbiter.pairing.matching.Matching;
import org.chessarbiter.pairing.matching.MaximumWeightMatching;
import org.chessarbiter.pairing.matching.WeightArithmetic;
import org.chessarbiter.pairing.matching.WeightedGraph;

/**
 * The complete graph of the players to pair with changeable edge weights (0 = no edge), and pairs
 * already fixed. {@link #solve()} returns a maximum-weight matching of the current weights; a
 * vertex left unmatched is its own mate.
 */
final class WeightMatrix {

    private final int n;
    private final BigInteger[][] lower;
    private final int[] fixedMate;

    WeightMatrix(int n) {
        this.n = n;
        lower = new BigInteger[n][];
        for (int i = 0; i < n; i++) {
            lower[i] = new BigInteger[i];
            Arrays.fill(lower[i], BigInteger.ZERO);
        }
        fixedMate = new int[n];
        Arrays.fill(fixedMate, -1);
    }

    void set(int a, int b, BigInteger w) {
        if (a < b) {
            lower[b][a] = w;
        } else {
            lower[a][b] = w;
        }
    }

    /** Fixes the pair {a, b}: both leave the graph. */
    void fix(int a, int b) {
        fixedMate[a] = b;
        fixedMate[b] = a;
    }

    /** @return for each vertex its mate (itself when unmatched) in a maximum-weight matching */
    int[] solve() {
        int[] local = new int[n];
        int[] global = new int[n];
        int m = 0;
        for (int v = 0; v < n; v++) {
            if (fixedMate[v] < 0) {
                local[v] = m;
                global[m++] = v;
            }
        }
        WeightedGraph<BigInteger> g = new WeightedGraph<>(m);
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < i; j++) {
                BigInteger w = lower[global[i]][global[j]];
                if (w.signum() > 0) {
                    g.addEdge(i, j, w);
                }
            }
        }
        Matching matching = MaximumWeightMatching.maximumWeight(g, WeightArithmetic.BIG);
        int[] mate = new int[n];
        for (int v = 0; v < n; v++) {
            if (fixedMate[v] >= 0) {
                mate[v] = fixedMate[v];
            } else {
                int u = matching.mate(local[v]);
                mate[v] = u < 0 ? v : global[u];
            }
        }
        return mate;
    }
}
