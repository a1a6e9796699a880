package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.List;

/**
 * Pairs the remainder of a bracket (the residents not paired with MDPs; art. 1.3.4), following the
 * order the rules give to candidates (art. 4: S1 = the higher players, S2 = the others; fewest
 * exchanges first, then the smallest differences of exchanged numbers, exchanging the lowest S1
 * players and the highest S2 players first; then transpositions: each S1 player, highest first,
 * gets the highest S2 opponent the criteria allow). Each choice is made by raising one player's
 * weights slightly and asking the matching whether the optimum still allows it.
 */
final class RemainderPairer {

    private final PairingState st;
    private final Bracket b;
    private final List<Integer> rem = new ArrayList<>();
    private int pairs;

    RemainderPairer(PairingState st, Bracket b) {
        this.st = st;
        this.b = b;
    }

    void pair() {
        for (int o = b.movedDown; o < b.nextGroup; o++) {
            int v = b.vertex(o);
            if (st.mate[v] < b.firstResidentVertex) {
                continue; // paired with an MDP
            }
            rem.add(o);
            if (st.mate[v] < v) {
                pairs++;
            }
        }
        for (int j = 0; j < rem.size(); j++) {
            for (int i = 0; i < j; i++) {
                setOrdered(i, j, 0);
            }
        }
        st.solve();
        int exchanges = 0;
        for (int i = 0; i < pairs; i++) {
            if (!b.pairedDownward(vertexAt(i), st.mate)) {
                exchanges++;
            }
        }
        exchangeLowestOfS1(exchanges);
        exchangeHighestOfS2(exchanges);
        keepOnlyS1ToS2();
        transpose();
    }

    private int vertexAt(int pos) {
        return b.vertex(rem.get(pos));
    }

    /**
     * The offset added to the criteria weight of remainder positions i &lt; j for the exchange
     * order (art. 4.2): an S1 player (position below {@code pairs}) that stays in S1 scores one
     * unit (fewest exchanges), and lower positions score more (smallest differences of exchanged
     * pairing numbers). Both live in the low field the criteria leave zero.
     */
    private long orderOffset(int i) {
        int sb = 2 * sizeBits();
        return (((i < pairs ? 1L : 0L) << sb) - i) << 1;
    }

    private int sizeBits() {
        return (st.weights.orderWidth - 1) / 3;
    }

    private void setOrdered(int i, int j, long delta) {
        int w = b.base(rem.get(j), rem.get(i));
        st.matrix.set(vertexAt(i), vertexAt(j), w, w != 0 ? orderOffset(i) + delta : 0);
    }

    /** Exchanges the lowest S1 players first: can S1 player i stay unexchanged? */
    private void exchangeLowestOfS1(int exchanges) {
        int left = exchanges;
        for (int i = pairs - 1; i >= 0 && left > 0; i--) {
            int v = vertexAt(i);
            if (b.pairedDownward(v, st.mate)) {
                for (int j = i + 1; j < rem.size(); j++) {
                    setOrdered(i, j, -1);
                }
                st.solve();
            }
            boolean exchange = !b.pairedDownward(v, st.mate);
            if (exchange) {
                left--;
            }
            for (int j = i + 1; j < rem.size(); j++) {
                if (exchange) {
                    b.clearBase(rem.get(j), rem.get(i));
                }
                setOrdered(i, j, 0);
            }
        }
    }

    /** Moves the highest S2 players into S1 first. */
    private void exchangeHighestOfS2(int exchanges) {
        int left = exchanges;
        for (int i = pairs; i < rem.size() && left > 1; i++) {
            int v = vertexAt(i);
            boolean already = b.pairedDownward(v, st.mate);
            if (!already) {
                for (int j = i + 1; j < rem.size(); j++) {
                    setOrdered(i, j, 1);
                }
                st.solve();
            }
            if (b.pairedDownward(v, st.mate)) {
                left--;
                for (int j = 0; j < i; j++) {
                    b.clearBase(rem.get(i), rem.get(j));
                    st.matrix.set(v, vertexAt(j), 0, 0);
                }
                for (int o = b.nextGroup; o < b.size(); o++) {
                    b.clearBase(o, rem.get(i));
                    st.matrix.set(v, b.vertex(o), 0, 0);
                }
            }
            if (!already) {
                for (int j = i + 1; j < rem.size(); j++) {
                    setOrdered(i, j, 0);
                }
            }
        }
    }

    /** Fixes the split into S1 and S2: only S1-S2 pairs keep a weight. */
    private void keepOnlyS1ToS2() {
        for (int i = 0; i < rem.size(); i++) {
            int v = vertexAt(i);
            for (int j = i + 1; j < rem.size(); j++) {
                int u = vertexAt(j);
                if (!b.pairedDownward(v, st.mate) || b.pairedDownward(u, st.mate)) {
                    b.clearBase(rem.get(j), rem.get(i));
                }
                st.matrix.set(v, u, b.base(rem.get(j), rem.get(i)), 0);
            }
        }
    }

    /** Transpositions (art. 4.1): each S1 player, highest first, takes the highest S2 player allowed. */
    private void transpose() {
        for (int i = 0; i < rem.size(); i++) {
            int v = vertexAt(i);
            if (!b.pairedDownward(v, st.mate)) {
                continue;
            }
            long addend = 0;
            int preferred = -1;
            for (int j = rem.size() - 1; j >= 0; j--) {
                int u = vertexAt(j);
                if (j <= i || st.matched[u]) {
                    continue;
                }
                int w = b.base(rem.get(j), rem.get(i));
                if (w != 0) {
                    st.matrix.set(v, u, w, addend);
                    preferred = u;
                }
                addend++;
            }
            st.solveUnlessPreferred(v, preferred);
            st.fixWithMate(v);
        }
    }
}
