package org.chessarbiter.pairing.matching;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The state of Edmonds' blossom algorithm for maximum-weight matching (primal-dual, with the
 * O(n^3) bookkeeping of Galil, "Efficient algorithms for finding maximum matching in graphs",
 * ACM Computing Surveys 1986): vertex and blossom labels, the blossom tree, dual variables and
 * least-slack edges. Vertices are 0..n-1, blossoms n..2n-1. An edge k has endpoints 2k and 2k+1;
 * {@code p ^ 1} is the other end of endpoint p.
 *
 * <p>Dual variables are stored doubled ({@code dual[v] = 2 u_v}), so with integer weights every
 * value stays an integer: the slack of edge (i, j) is {@code dual[i] + dual[j] - 2 w}. All such
 * numbers are fixed-width {@link Limbs} in flat arrays (no allocation while solving).
 */
final class BlossomForest {

    static final int FREE = 0;
    static final int S = 1;
    static final int T = 2;
    private static final int BREADCRUMB = 4;

    final Limbs ar;
    final int n;
    final int[] endpoint;
    /** the distinct edge weights; edge k weighs {@code weights[weightId[k]] + weightAdj[k]} */
    final WeightTable weights;
    final int[] weightId;
    final long[] weightAdj;
    final int[][] neighbourEnds;

    final int[] mate;
    final int[] label;
    final int[] labelEnd;
    final int[] inBlossom;
    final int[] parent;
    final int[][] children;
    final int[][] childEnds;
    final int[] base;
    final int[] bestEdge;
    final int[][] bestEdges;
    /** cache of the slack of bestEdge[x], valid while bestSlackEpoch[x] == dualEpoch */
    private final long[] bestSlack;
    private final int[] bestSlackEdge;
    private final int[] bestSlackEpoch;
    /** changes whenever vertex duals may have changed */
    int dualEpoch;
    /** doubled duals of vertices (0..n-1) and blossoms (n..2n-1), limbs per entry */
    final long[] dual;
    /** scratch numbers for callers: see {@link #slack(int, long[], int)} */
    final long[] tmp;
    final boolean[] allowed;
    /** edges in the graph (a dense graph keeps a slot for every pair; absent ones are skipped) */
    final boolean[] present;
    /** vertices in the graph (removed ones are never labelled) */
    final boolean[] active;
    final ArrayDeque<Integer> unused = new ArrayDeque<>();
    final ArrayDeque<Integer> queue = new ArrayDeque<>();

    <W> BlossomForest(WeightedGraph<W> g, WeightArithmetic<W> wa, Limbs ar, int bits, java.math.BigInteger initialDual) {
        this(g.vertices(), g.edges().size(), new WeightTable(ar, bits, 1));
        int m = g.edges().size();
        int[] degree = new int[n];
        for (int k = 0; k < m; k++) {
            WeightedGraph.Edge<W> e = g.edges().get(k);
            endpoint[2 * k] = e.u();
            endpoint[2 * k + 1] = e.v();
            weightId[k] = weights.intern(wa.toBigInteger(e.weight()));
            degree[e.u()]++;
            degree[e.v()]++;
        }
        for (int v = 0; v < n; v++) {
            neighbourEnds[v] = new int[degree[v]];
            degree[v] = 0;
        }
        for (int k = 0; k < m; k++) {
            int u = endpoint[2 * k];
            int v = endpoint[2 * k + 1];
            neighbourEnds[u][degree[u]++] = 2 * k + 1;
            neighbourEnds[v][degree[v]++] = 2 * k;
        }
        Arrays.fill(present, true);
        for (int v = 0; v < n; v++) {
            ar.setBig(dual, v, initialDual);
        }
    }

    /**
     * The complete graph on n vertices with every edge absent: edge k joins i &gt; j with
     * k = i(i-1)/2 + j ({@link #denseEdge}).
     */
    BlossomForest(int n, WeightTable weights) {
        this(n, n * (n - 1) / 2, weights);
        for (int i = 0; i < n; i++) {
            neighbourEnds[i] = new int[n - 1];
        }
        for (int i = 1; i < n; i++) {
            for (int j = 0; j < i; j++) {
                int k = denseEdge(i, j);
                endpoint[2 * k] = i;
                endpoint[2 * k + 1] = j;
                neighbourEnds[i][j] = 2 * k + 1;
                neighbourEnds[j][i - 1] = 2 * k;
            }
        }
    }

    /** @return the edge index of the pair {i, j} in a dense forest */
    static int denseEdge(int i, int j) {
        return i > j ? i * (i - 1) / 2 + j : j * (j - 1) / 2 + i;
    }

    private BlossomForest(int n, int m, WeightTable weights) {
        this.ar = weights.limbs();
        this.weights = weights;
        this.n = n;
        endpoint = new int[2 * m];
        weightId = new int[m];
        weightAdj = new long[m];
        tmp = new long[4 * ar.k];
        neighbourEnds = new int[n][];
        present = new boolean[m];
        active = new boolean[n];
        Arrays.fill(active, true);
        mate = filled(n, -1);
        label = new int[2 * n];
        labelEnd = filled(2 * n, -1);
        inBlossom = new int[n];
        for (int v = 0; v < n; v++) {
            inBlossom[v] = v;
        }
        parent = filled(2 * n, -1);
        children = new int[2 * n][];
        childEnds = new int[2 * n][];
        base = filled(2 * n, -1);
        for (int v = 0; v < n; v++) {
            base[v] = v;
        }
        bestEdge = filled(2 * n, -1);
        bestEdges = new int[2 * n][];
        bestSlack = new long[2 * n * ar.k];
        bestSlackEdge = filled(2 * n, -1);
        bestSlackEpoch = new int[2 * n];
        dual = new long[2 * n * ar.k];
        for (int b = n; b < 2 * n; b++) {
            unused.push(b);
        }
        allowed = new boolean[m];
    }

    /** Forgets the matching and every blossom; sets each active vertex's dual to {@code dual0}. */
    void reset(long[] dual0, int di) {
        Arrays.fill(mate, -1);
        Arrays.fill(label, FREE);
        Arrays.fill(labelEnd, -1);
        Arrays.fill(parent, -1);
        Arrays.fill(base, -1);
        Arrays.fill(bestEdge, -1);
        Arrays.fill(children, null);
        Arrays.fill(childEnds, null);
        Arrays.fill(bestEdges, null);
        unused.clear();
        for (int v = 0; v < n; v++) {
            inBlossom[v] = v;
            base[v] = v;
            ar.set(dual, v, dual0, di);
        }
        for (int b = n; b < 2 * n; b++) {
            unused.push(b);
            ar.setZero(dual, b);
        }
    }

    static int[] filled(int size, int value) {
        int[] a = new int[size];
        Arrays.fill(a, value);
        return a;
    }

    /** r[ri] = the slack of edge k */
    void slack(int k, long[] r, int ri) {
        weights.slack(dual, endpoint[2 * k], endpoint[2 * k + 1], weightId[k], weightAdj[k], r, ri);
    }

    /**
     * @return true when slack t[0] is below the slack of x's least-slack edge {@code bestEdge[x]}
     *         (computed once per dual change: slacks change only when duals do, and only
     *         {@link DualStep#apply} changes them during a stage)
     */
    boolean belowBestSlack(long[] t, int x) {
        int k = bestEdge[x];
        if (bestSlackEdge[x] != k || bestSlackEpoch[x] != dualEpoch) {
            slack(k, bestSlack, x);
            bestSlackEdge[x] = k;
            bestSlackEpoch[x] = dualEpoch;
        }
        return ar.compare(t, 0, bestSlack, x) < 0;
    }

    /** Makes edge k, of slack t[0], the least-slack edge of x. */
    void setBestEdge(int x, int k, long[] t) {
        bestEdge[x] = k;
        ar.set(bestSlack, x, t, 0);
        bestSlackEdge[x] = k;
        bestSlackEpoch[x] = dualEpoch;
    }

    /** r[ri] = the weight of edge k in the units of the doubled duals (twice the weight or more) */
    void weightTwice(int k, long[] r, int ri) {
        weights.scaled(weightId[k], weightAdj[k], r, ri);
    }

    /** @return true when the dual of vertex or blossom b is zero */
    boolean zeroDual(int b) {
        return ar.signum(dual, b) == 0;
    }

    int edgeEnd(int k, int side) {
        return endpoint[2 * k + side];
    }

    /** @return the vertices inside blossom (or vertex) b */
    List<Integer> leaves(int b) {
        List<Integer> out = new ArrayList<>();
        collectLeaves(b, out);
        return out;
    }

    private void collectLeaves(int b, List<Integer> out) {
        if (b < n) {
            out.add(b);
        } else {
            for (int c : children[b]) {
                collectLeaves(c, out);
            }
        }
    }

    /** Resets labels and least-slack edges at the start of a stage. */
    void newStage() {
        dualEpoch++;
        Arrays.fill(label, FREE);
        Arrays.fill(bestEdge, -1);
        for (int b = n; b < 2 * n; b++) {
            bestEdges[b] = null;
        }
        Arrays.fill(allowed, false);
        queue.clear();
    }

    /** Labels the top blossom of w with t, reached through endpoint p; T-blossoms label their mate S. */
    void assignLabel(int w, int t, int p) {
        int b = inBlossom[w];
        label[w] = t;
        label[b] = t;
        labelEnd[w] = p;
        labelEnd[b] = p;
        bestEdge[w] = -1;
        bestEdge[b] = -1;
        if (t == S) {
            queue.addAll(leaves(b));
        } else {
            int mb = mate[base[b]];
            assignLabel(endpoint[mb], S, mb ^ 1);
        }
    }

    /**
     * Traces back from S-vertices v and w to find either a new blossom (returns its base) or an
     * augmenting path (returns -1).
     */
    int scanBlossom(int v, int w) {
        List<Integer> path = new ArrayList<>();
        int found = -1;
        while (v != -1 || w != -1) {
            int b = inBlossom[v];
            if ((label[b] & BREADCRUMB) != 0) {
                found = base[b];
                break;
            }
            path.add(b);
            label[b] = S | BREADCRUMB;
            if (labelEnd[b] == -1) {
                v = -1;
            } else {
                v = endpoint[labelEnd[b]];
                b = inBlossom[v];
                v = endpoint[labelEnd[b]];
            }
            if (w != -1) {
                int t = v;
                v = w;
                w = t;
            }
        }
        for (int b : path) {
            label[b] = S;
        }
        return found;
    }

    /** Makes a new blossom with the given base through S-S edge k. */
    void addBlossom(int baseVertex, int k) {
        int v = endpoint[2 * k];
        int w = endpoint[2 * k + 1];
        int bb = inBlossom[baseVertex];
        int bv = inBlossom[v];
        int bw = inBlossom[w];
        int b = unused.pop();
        base[b] = baseVertex;
        parent[b] = -1;
        parent[bb] = b;
        List<Integer> path = new ArrayList<>();
        List<Integer> ends = new ArrayList<>();
        while (bv != bb) {
            parent[bv] = b;
            path.add(bv);
            ends.add(labelEnd[bv]);
            bv = inBlossom[endpoint[labelEnd[bv]]];
        }
        path.add(bb);
        java.util.Collections.reverse(path);
        java.util.Collections.reverse(ends);
        ends.add(2 * k);
        while (bw != bb) {
            parent[bw] = b;
            path.add(bw);
            ends.add(labelEnd[bw] ^ 1);
            bw = inBlossom[endpoint[labelEnd[bw]]];
        }
        children[b] = path.stream().mapToInt(Integer::intValue).toArray();
        childEnds[b] = ends.stream().mapToInt(Integer::intValue).toArray();
        label[b] = S;
        labelEnd[b] = labelEnd[bb];
        ar.setZero(dual, b);
        for (int leaf : leaves(b)) {
            if (label[inBlossom[leaf]] == T) {
                queue.add(leaf);
            }
            inBlossom[leaf] = b;
        }
        LeastSlackEdges.ofNewBlossom(this, b);
    }

    /** Position of child c in blossom b's cycle. */
    int indexOfChild(int b, int c) {
        int[] cs = children[b];
        for (int i = 0; i < cs.length; i++) {
            if (cs[i] == c) {
                return i;
            }
        }
        throw new IllegalStateException("child not in blossom");
    }

    int child(int b, int j) {
        return children[b][Math.floorMod(j, children[b].length)];
    }

    int childEnd(int b, int j) {
        return childEnds[b][Math.floorMod(j, childEnds[b].length)];
    }
}
