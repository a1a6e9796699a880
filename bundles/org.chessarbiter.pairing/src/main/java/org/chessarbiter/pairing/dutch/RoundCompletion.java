package org.chessarbiter.pairing.dutch;

import java.util.List;

/**
 * Whether a set of players can all be paired (C.04.3 2017 C.1 / C.3 absolute criteria), one of
 * them taking the pairing-allocated bye when their number is odd (C.04.1 c: only a player who may
 * receive it). The 2017 "Round-Pairing Outlook" (A.9) asks this of the downfloaters of a bracket
 * together with every player below it.
 */
final class RoundCompletion {

    private RoundCompletion() {
    }

    /**
     * @param st      the pairing under way (players and the absolute criteria)
     * @param players vertices of the players still to pair
     * @return true when a pairing of all of them (and at most one bye) exists
     */
    static boolean possible(PairingState st, List<Integer> players) {
        int k = players.size();
        boolean odd = (k & 1) == 1;
        int size = odd ? k + 1 : k; // the last vertex stands for the bye
        WeightMatrix m = new WeightMatrix(size, 8);
        int one = m.intern(m.builder().field(2, 1));
        for (int i = 0; i < k; i++) {
            DutchPlayer p = st.player(players.get(i));
            for (int j = 0; j < i; j++) {
                if (st.weights.compatible(p, st.player(players.get(j)))) {
                    m.set(i, j, one, 0);
                }
            }
            if (odd && p.byeEligible()) {
                m.set(k, i, one, 0);
            }
        }
        int[] mate = m.solve();
        for (int v = 0; v < size; v++) {
            if (mate[v] == v) {
                return false;
            }
        }
        return true;
    }
}
