package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.List;

/**
 * The steps both editions' bracket routes take for each bracket (C.04.3 2026 section 4 / 2017
 * A.9): gather a scoregroup, pair the bracket (moved-down players first, then the remainder) and
 * record the pairs it made, its downfloaters going on to the next bracket.
 */
final class BracketSteps {

    private BracketSteps() {
    }

    /**
     * Adds the scoregroup starting at {@code from} to the pool (with {@code all}, every player
     * left).
     *
     * @return the first player not added
     */
    static int loadGroup(PairingState st, List<Integer> pool, int from, boolean all) {
        int n = st.sorted.size();
        int next = from;
        if (next < n) {
            int score = st.player(next).score();
            while (next < n && (all || st.player(next).score() >= score)) {
                pool.add(next++);
            }
        }
        return next;
    }

    /** Pairs the bracket in the current matrix: its moved-down players, then the remainder. */
    static void pair(PairingState st, Bracket b) {
        BracketPairer mdp = new BracketPairer(st, b);
        mdp.loadWeights();
        mdp.chooseMovedDownToPair();
        mdp.pairMovedDown();
        new RemainderPairer(st, b).pair();
    }

    /**
     * Records the pairs the bracket made among its own players and its trace.
     *
     * @return the players of the pool still to pair (downfloaters and next-group players), in order
     */
    static List<Integer> commit(PairingState st, Bracket b, List<DutchPairer.BracketTrace> traces) {
        List<Integer> left = new ArrayList<>();
        List<Integer> downfloaters = new ArrayList<>();
        for (int local = 0; local < b.size(); local++) {
            int v = b.vertex(local);
            if (local < b.nextGroup && st.matched[v]) {
                st.pairOf[v] = st.mate[v];
                st.pairOf[st.mate[v]] = v;
            } else {
                left.add(v);
                if (local < b.nextGroup) {
                    downfloaters.add(v);
                }
            }
        }
        traces.add(DutchPairer.trace(st, b, downfloaters));
        return left;
    }
}
