package org.chessarbiter.pairing.matching;

import java.util.Arrays;

/**
 * A matching: for each vertex its mate, or -1 when unmatched.
 */
public final class Matching {

    private final int[] mate;

    Matching(int[] mate) {
        this.mate = mate;
    }

    /** @return the mate of v, or -1 */
    public int mate(int v) {
        return mate[v];
    }

    /** @return the number of vertices */
    public int vertices() {
        return mate.length;
    }

    /** @return the number of matched pairs */
    public int size() {
        int c = 0;
        for (int m : mate) {
            if (m >= 0) {
                c++;
            }
        }
        return c / 2;
    }

    /** @return the total weight of the matched edges of {@code g} */
    public <W> W weight(WeightedGraph<W> g, WeightArithmetic<W> a) {
        W sum = a.zero();
        for (WeightedGraph.Edge<W> e : g.edges()) {
            if (mate[e.u()] == e.v()) {
                sum = a.add(sum, e.weight());
            }
        }
        return sum;
    }

    @Override
    public String toString() {
        return Arrays.toString(mate);
    }
}
