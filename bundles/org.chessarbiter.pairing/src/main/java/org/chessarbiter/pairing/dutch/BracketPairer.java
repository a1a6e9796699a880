package org.chessarbiter.pairing.dutch;

/**
 * Pairs the moved-down players of one bracket (C.04.3 2026 art. 2.2-2.3, 3.x "MDP-Pairing"):
 * which MDPs are paired (the higher ones first, C6-C7 then the order of art. 4.3), then each
 * paired MDP's opponent (the highest resident the criteria allow). The remainder is left to
 * {@link RemainderPairer}.
 */
final class BracketPairer {

    private final PairingState st;
    private final Bracket b;

    BracketPairer(PairingState st, Bracket b) {
        this.st = st;
        this.b = b;
    }

    /** Computes the criteria weights of every pair involving a resident or a next-group player. */
    void loadWeights() {
        for (int l = b.movedDown; l < b.size(); l++) {
            DutchPlayer lower = st.player(b.vertex(l));
            for (int s = 0; s < l; s++) {
                int w = st.weights.weight(st.matrix, st.player(b.vertex(s)), lower, l < b.nextGroup, l >= b.nextGroup);
                b.setBase(l, s, w);
                st.matrix.set(b.vertex(l), b.vertex(s), w, 0);
            }
        }
        st.solve();
    }

    /** Decides which MDPs are paired in this bracket, highest first within each score. */
    void chooseMovedDownToPair() {
        int groupScore = 0;
        int unseen = 0;
        int pairable = 0;
        for (int p = 0; p < b.movedDown; p++) {
            int score = st.player(b.vertex(p)).score();
            if (p == 0 || score < groupScore) {
                groupScore = score;
                unseen = 0;
                pairable = 0;
                for (int q = p; q < b.size() && st.player(b.vertex(q)).score() >= groupScore; q++) {
                    unseen++;
                    if (b.isResidentVertex(st.mate[b.vertex(q)])) {
                        pairable++;
                    }
                }
            }
            if (pairable == 0) {
                continue;
            }
            int pv = b.vertex(p);
            if (unseen <= pairable) {
                st.matched[pv] = true;
                continue;
            }
            unseen--;
            if (!b.isResidentVertex(st.mate[pv])) {
                // can this (higher) MDP be paired instead of a lower one of the same score?
                for (int o = b.movedDown; o < b.nextGroup; o++) {
                    int w = b.base(o, p);
                    if (w != 0) {
                        st.matrix.set(pv, b.vertex(o), w, 1);
                    }
                }
                st.solve();
            }
            if (b.isResidentVertex(st.mate[pv])) {
                st.matched[pv] = true;
                pairable--;
                long bonus = b.nextGroup - b.movedDown + 1;
                for (int o = b.movedDown; o < b.nextGroup; o++) {
                    int w = b.base(o, p);
                    if (w != 0) {
                        st.matrix.set(pv, b.vertex(o), w, bonus);
                    }
                }
            }
        }
    }

    /** Gives each paired MDP, highest first, the highest resident opponent the criteria allow. */
    void pairMovedDown() {
        for (int p = 0; p < b.movedDown; p++) {
            int pv = b.vertex(p);
            if (!st.matched[pv]) {
                continue;
            }
            long addend = b.size();
            int preferred = -1;
            for (int o = b.nextGroup - 1; o >= b.movedDown; o--) {
                int ov = b.vertex(o);
                if (st.matched[ov]) {
                    continue;
                }
                int w = b.base(o, p);
                if (w != 0) {
                    st.matrix.set(pv, ov, w, addend);
                    addend++;
                    preferred = ov;
                }
            }
            st.solveUnlessPreferred(pv, preferred);
            st.fixWithMate(pv);
        }
    }
}
