package org.chessarbiter.pairing.matching;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A maximum-weight matching among the maximum-cardinality matchings of a graph on vertices
 * 0..n-1 whose edge weights change between solves (weight 0 or less: no edge) and whose vertices
 * can be removed. Each {@link #solve()} re-solves from the previous optimum instead of from
 * scratch (a warm start of Edmonds' primal-dual algorithm):
 *
 * <ul>
 * <li>every vertex x whose edges changed ("dirty") leaves the blossoms containing it: a blossom's
 * dual moves into its vertices' duals, which keeps every edge's slack non-negative and only frees
 * the blossom's base and that base's mate;</li>
 * <li>x's dual becomes the smallest value with all its edges' slacks non-negative; x stays matched
 * when its matched edge is tight at that value (the old optimum is still optimal around x),
 * otherwise x and its mate become free;</li>
 * <li>the stages of the algorithm then augment from the free vertices only. With an odd number of
 * vertices a hidden extra vertex, joined to every vertex by an edge of weight 0, makes the count
 * even; its mate is reported unmatched.</li>
 * </ul>
 *
 * <p>A warm solve ends with a perfect matching (of the vertices plus the hidden one), certified
 * optimal by the duals of the perfect-matching linear programme, which need no sign and no
 * equality of the free vertices' duals. When no perfect matching exists the matching is solved
 * from scratch (Van Rantwijk's maximum-cardinality variant from uniform duals). A warm solve costs
 * one O(n + m) stage per augmentation needed, instead of n / 2 of them.
 *
 * <p>A fresh start guesses its duals ({@link DualGuess}) so that most edges start tight when the
 * weights are nearly a sum of per-vertex terms, as the Dutch completion weights are.
 *
 * <p>Storage: the complete graph, {@code n(n-1)/2} edges; each edge keeps an id into a table of
 * the distinct weights ({@link WeightTable}, fixed-width {@link Limbs}) and a small signed offset:
 * about 30 bytes per edge with the adjacency lists, whatever the width of the weights.
 */
public final class DynamicMatching {

    private final int n;
    private final int hidden;
    private final BlossomForest f;
    private final BlossomSurgery surgery;
    private final DualStep step;
    private final DualGuess guess;
    private final boolean[] dirty;
    private final List<Integer> dirtyList = new ArrayList<>();
    private final long[] scratch;
    private boolean solvedOnce;
    private int coldSolves;
    private int warmSolves;
    private int jumpStarts;

    /**
     * @param n    the number of vertices
     * @param bits an upper bound of the bit length of every weight that will be set
     */
    public DynamicMatching(int n, int bits) {
        this.n = n;
        this.hidden = n;
        this.f = new BlossomForest(n + 1, new WeightTable(bits));
        this.surgery = new BlossomSurgery(f);
        this.step = new DualStep(f);
        this.guess = new DualGuess(f, hidden);
        this.dirty = new boolean[n + 1];
        this.scratch = new long[4 * f.ar.k];
        f.active[hidden] = false;
    }

    /** Sets the weight of edge {u, v}; 0 or less removes it. Ignored when u or v was removed. */
    public void setWeight(int u, int v, BigInteger w) {
        setWeight(u, v, w.signum() <= 0 ? 0 : f.weights.intern(w), 0);
    }

    /**
     * Sets the weight of edge {u, v} to {@code weights().value(id) + adj}; id 0 (or a sum of 0 or
     * less) removes it. Ignored when u or v was removed.
     */
    public void setWeight(int u, int v, int id, long adj) {
        if (!f.active[u] || !f.active[v]) {
            return;
        }
        int k = BlossomForest.denseEdge(u, v);
        if (id != 0) {
            f.weights.scaled(id, adj, scratch, 0);
        }
        if (id == 0 || f.ar.signum(scratch, 0) <= 0) {
            if (f.present[k]) {
                f.present[k] = false;
                markDirty(u, v);
            }
            return;
        }
        if (f.present[k]) {
            if (f.weightId[k] == id && f.weightAdj[k] == adj) {
                return;
            }
            f.weightTwice(k, scratch, 1);
            if (f.ar.compare(scratch, 0, scratch, 1) == 0) {
                return;
            }
        }
        f.weightId[k] = id;
        f.weightAdj[k] = adj;
        f.present[k] = true;
        markDirty(u, v);
    }

    /** @return the table of distinct weights that {@link #setWeight(int, int, int, long)} ids refer to */
    public WeightTable weights() {
        return f.weights;
    }

    /** Removes vertex v and its edges (its mate, if any, becomes free). */
    public void remove(int v) {
        if (!f.active[v]) {
            return;
        }
        markDirty(v, v);
        f.active[v] = false;
        for (int p : f.neighbourEnds[v]) {
            f.present[p / 2] = false;
        }
    }

    private void markDirty(int u, int v) {
        if (dirty[u] || dirty[v]) {
            return;
        }
        dirty[u] = true;
        dirtyList.add(u);
    }

    /** @return the mate of v in the current matching, or -1 */
    public int mate(int v) {
        int p = f.mate[v];
        if (p == -1) {
            return -1;
        }
        int u = f.endpoint[p];
        return u == hidden ? -1 : u;
    }

    /** @return the solves done so far: {from scratch (no perfect matching), warm, first solves} */
    public int[] solveCounts() {
        return new int[] {coldSolves, warmSolves, jumpStarts};
    }

    /** Brings the matching to a maximum-weight maximum-cardinality matching of the current graph. */
    public void solve() {
        updateHiddenVertex();
        if (!solvedOnce) {
            jumpStart();
        } else if (!dirtyList.isEmpty()) {
            warm();
        }
        for (int x : dirtyList) {
            dirty[x] = false;
        }
        dirtyList.clear();
        solvedOnce = true;
    }

    /** The hidden vertex takes part exactly when the number of vertices is odd. */
    private void updateHiddenVertex() {
        int count = 0;
        for (int v = 0; v < n; v++) {
            if (f.active[v]) {
                count++;
            }
        }
        boolean wanted = (count & 1) == 1;
        if (wanted == f.active[hidden]) {
            return;
        }
        if (!dirty[hidden]) {
            dirty[hidden] = true;
            dirtyList.add(hidden);
        }
        f.active[hidden] = wanted;
        for (int p : f.neighbourEnds[hidden]) {
            int k = p / 2;
            f.present[k] = wanted && f.active[f.endpoint[p]];
            f.weightId[k] = 0;
            f.weightAdj[k] = 0;
        }
    }

    private void cold() {
        coldSolves++;
        f.ar.setZero(scratch, 0);
        for (int k = 0; k < f.present.length; k++) {
            if (f.present[k]) {
                f.weightTwice(k, scratch, 3);
                if (f.ar.compare(scratch, 3, scratch, 0) > 0) {
                    f.ar.set(scratch, 0, scratch, 3);
                }
            }
        }
        f.ar.half(scratch, 0, scratch, 0);
        f.reset(scratch, 0);
        runStages();
    }

    /** Solves from a fresh start: duals guessed ({@link DualGuess}), then the stages. */
    private void jumpStart() {
        jumpStarts++;
        guess.fromScratch();
        finishWarm();
    }

    private void warm() {
        warmSolves++;
        for (int x : dirtyList) {
            while (f.inBlossom[x] != x) {
                surgery.dissolve(f.inBlossom[x]);
            }
        }
        for (int x : dirtyList) {
            if (f.active[x]) {
                if (!guess.tighten(x)) {
                    surgery.unmatch(x);
                }
            } else {
                surgery.unmatch(x);
            }
        }
        finishWarm();
    }

    private void finishWarm() {
        alignFreeDualParity();
        runStages();
        for (int v = 0; v <= n; v++) {
            if (f.active[v] && f.mate[v] == -1) {
                cold(); // no perfect matching: the warm duals certify nothing
                return;
            }
        }
    }

    /**
     * The stages need the free vertices' (doubled) duals to share one parity: vertices joined to a
     * free vertex by tight edges inherit its parity, so the slack of an edge between two S-vertices
     * is even and half of it is an exact dual change. A free vertex of the other parity leaves its
     * blossoms and raises its dual by one (it is free, so no matched edge must stay tight).
     */
    private void alignFreeDualParity() {
        long parity = -1;
        int k = f.ar.k;
        for (int v = 0; v <= n; v++) {
            if (!f.active[v] || f.mate[v] != -1) {
                continue;
            }
            if (parity < 0) {
                parity = f.dual[v * k] & 1;
                continue;
            }
            while ((f.dual[v * k] & 1) != parity && f.inBlossom[v] != v) {
                surgery.dissolve(f.inBlossom[v]);
            }
            if ((f.dual[v * k] & 1) != parity) {
                f.ar.setZero(scratch, 2);
                scratch[2 * k] = 1;
                f.ar.add(f.dual, v, scratch, 2, f.dual, v);
            }
        }
    }

    private void runStages() {
        for (int stage = 0; stage <= f.n; stage++) {
            matchTightFreePairs();
            if (!hasFreeVertex() || !MaximumWeightMatching.runStage(f, surgery, step, true)) {
                break;
            }
            MaximumWeightMatching.expandZeroDualBlossoms(f, surgery);
        }
    }

    /**
     * Matches free vertices joined by a tight edge (augmenting paths of one edge), all in one sweep:
     * a stage would find only one of them, and dual changes often make many tight at once.
     */
    private void matchTightFreePairs() {
        long[] t = f.tmp;
        for (int v = 0; v <= n; v++) {
            if (!f.active[v] || f.mate[v] != -1) {
                continue;
            }
            for (int p : f.neighbourEnds[v]) {
                int k = p / 2;
                int u = f.endpoint[p];
                if (f.present[k] && f.mate[u] == -1 && f.inBlossom[u] != f.inBlossom[v]) {
                    f.slack(k, t, 0);
                    if (f.ar.signum(t, 0) == 0) {
                        f.mate[v] = p;
                        f.mate[u] = p ^ 1;
                        break;
                    }
                }
            }
        }
    }

    private boolean hasFreeVertex() {
        for (int v = 0; v <= n; v++) {
            if (f.active[v] && f.mate[v] == -1) {
                return true;
            }
        }
        return false;
    }

    /** @return the first violated optimality condition (slack, tightness, blossom dual), or null */
    String violatedCondition() {
        Limbs ar = f.ar;
        long[] t = new long[2 * ar.k];
        for (int k = 0; k < f.present.length; k++) {
            int i = f.endpoint[2 * k];
            int j = f.endpoint[2 * k + 1];
            if (!f.present[k] || !f.active[i] || !f.active[j]) {
                continue;
            }
            f.slack(k, t, 0);
            for (int b = f.parent[i]; b != -1; b = f.parent[b]) {
                for (int c = f.parent[j]; c != -1; c = f.parent[c]) {
                    if (b == c) {
                        ar.add(t, 0, f.dual, b, t, 0);
                        ar.add(t, 0, f.dual, b, t, 0);
                    }
                }
            }
            if (ar.signum(t, 0) < 0) {
                return "negative slack on edge " + i + "-" + j;
            }
            if (f.mate[i] == 2 * k + 1 && ar.signum(t, 0) != 0) {
                return "matched edge " + i + "-" + j + " not tight";
            }
        }
        for (int b = f.n; b < 2 * f.n; b++) {
            if (f.base[b] >= 0 && ar.signum(f.dual, b) < 0) {
                return "negative blossom dual " + b;
            }
        }
        return null;
    }
}
