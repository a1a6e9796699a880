package org.chessarbiter.pairing.matching;

/**
 * Dual values for {@link DynamicMatching}: a fresh start's guess, and the least feasible dual of
 * one vertex (a warm start lowers the duals of the vertices whose edges changed). Every value set
 * here keeps all slacks non-negative.
 */
final class DualGuess {

    private final BlossomForest f;
    private final int n;
    private final int hidden;
    private final long[] scratch;

    DualGuess(BlossomForest f, int hidden) {
        this.f = f;
        this.n = hidden;
        this.hidden = hidden;
        this.scratch = new long[4 * f.ar.k];
    }

    /**
     * Forgets the matching and sets the duals from a guess, each guess followed by a
     * coordinate-descent pass that lowers every dual, vertex by vertex, to the least value keeping
     * its slacks non-negative. The second guess is tried only when the first leaves more than half
     * of the edges with a positive slack, and the one making more edges tight is kept:
     * <ul>
     * <li>from one reference vertex r (the one with the most edges): each neighbour v of r at its
     * weight to r, all of them then shifted by the same amount, half the least slack among their
     * edges, so that no slack is negative; the others get their least feasible dual. When the
     * weights are close to a sum of per-vertex terms, w(u, v) = g(u) + g(v) + c, as the Dutch
     * completion weights are, w(v, r) - w(u, r) = g(v) - g(u): almost every edge starts tight;</li>
     * <li>each vertex at its largest edge weight (halved, in the units of the doubled duals).</li>
     * </ul>
     * With most edges tight the greedy sweep matches almost every vertex before the first stage.
     * (Perfect-matching duals need no sign; all guessed duals share one parity, since the matching
     * scales weights to multiples of 4.)
     */
    void fromScratch() {
        f.ar.setZero(scratch, 0);
        f.reset(scratch, 0);
        guessFromReferenceVertex();
        coordinateDescent();
        int[] tightAndPresent = tightEdges();
        if (2 * tightAndPresent[0] >= tightAndPresent[1]) {
            return; // most edges tight already
        }
        long[] dualsB = java.util.Arrays.copyOf(f.dual, (n + 1) * f.ar.k);
        f.reset(scratch, 0);
        guessFromLargestWeights();
        coordinateDescent();
        if (tightAndPresent[0] > tightEdges()[0]) {
            System.arraycopy(dualsB, 0, f.dual, 0, dualsB.length);
        }
    }

    private void guessFromLargestWeights() {
        for (int v = 0; v <= n; v++) {
            if (!f.active[v]) {
                continue;
            }
            for (int p : f.neighbourEnds[v]) {
                int k = p / 2;
                if (f.present[k]) {
                    f.weightTwice(k, scratch, 3);
                    if (f.ar.compare(scratch, 3, scratch, 1) > 0) {
                        f.ar.set(scratch, 1, scratch, 3);
                    }
                }
            }
            f.ar.half(scratch, 1, f.dual, v);
            f.ar.setZero(scratch, 1);
        }
    }

    private void guessFromReferenceVertex() {
        int r = referenceVertex();
        boolean[] guessed = new boolean[n + 1];
        if (r >= 0) {
            for (int p : f.neighbourEnds[r]) {
                int v = f.endpoint[p];
                if (f.present[p / 2] && v != hidden) {
                    f.weightTwice(p / 2, f.dual, v);
                    guessed[v] = true;
                }
            }
            shiftByHalfLeastSlack(guessed);
        }
        for (int v = 0; v <= n; v++) {
            if (f.active[v] && !guessed[v]) {
                tighten(v);
            }
        }
    }

    private void coordinateDescent() {
        for (int v = 0; v <= n; v++) {
            if (f.active[v]) {
                tighten(v);
            }
        }
    }

    /** @return {tight edges, edges} */
    private int[] tightEdges() {
        int count = 0;
        int present = 0;
        for (int k = 0; k < f.present.length; k++) {
            if (f.present[k]) {
                present++;
                f.slack(k, scratch, 3);
                if (f.ar.signum(scratch, 3) == 0) {
                    count++;
                }
            }
        }
        return new int[] {count, present};
    }

    /** @return the active vertex (hidden one excluded) with the most edges (the first such one), or -1 */
    private int referenceVertex() {
        int best = -1;
        int bestDegree = 0;
        for (int v = 0; v < n; v++) {
            if (!f.active[v]) {
                continue;
            }
            int degree = 0;
            for (int p : f.neighbourEnds[v]) {
                if (f.present[p / 2] && f.endpoint[p] != hidden) {
                    degree++;
                }
            }
            if (degree > bestDegree) {
                best = v;
                bestDegree = degree;
            }
        }
        return best;
    }

    /** Shifts the guessed duals by the same amount so that their least mutual slack is 0 or 1. */
    private void shiftByHalfLeastSlack(boolean[] guessed) {
        boolean any = false;
        for (int k = 0; k < f.present.length; k++) {
            if (!f.present[k] || !guessed[f.endpoint[2 * k]] || !guessed[f.endpoint[2 * k + 1]]) {
                continue;
            }
            f.slack(k, scratch, 3);
            if (!any || f.ar.compare(scratch, 3, scratch, 2) < 0) {
                f.ar.set(scratch, 2, scratch, 3);
            }
            any = true;
        }
        if (!any) {
            return;
        }
        f.ar.half(scratch, 2, scratch, 2);
        for (int v = 0; v < n; v++) {
            if (guessed[v]) {
                f.ar.subtract(f.dual, v, scratch, 2, f.dual, v);
            }
        }
    }

    /**
     * Sets the dual of plain vertex x to the least value keeping its edges' slacks non-negative.
     *
     * @return true when x's matched edge is then tight (false also when x is unmatched)
     */
    boolean tighten(int x) {
        Limbs ar = f.ar;
        boolean any = false;
        boolean mateTight = false;
        for (int p : f.neighbourEnds[x]) {
            int k = p / 2;
            if (!f.present[k]) {
                continue;
            }
            f.weightTwice(k, scratch, 1);
            ar.subtract(scratch, 1, f.dual, f.endpoint[p], scratch, 1); // 2w - dual(other)
            int c = any ? ar.compare(scratch, 1, scratch, 0) : 1;
            if (c > 0) {
                ar.set(scratch, 0, scratch, 1);
                mateTight = f.mate[x] == p;
            } else if (c == 0 && f.mate[x] == p) {
                mateTight = true;
            }
            any = true;
        }
        if (any) {
            ar.set(f.dual, x, scratch, 0);
        }
        return mateTight;
    }
}
