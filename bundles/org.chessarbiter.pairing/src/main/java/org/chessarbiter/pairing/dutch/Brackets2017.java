package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.List;

/**
 * The bracket route of the 2017 edition (C.04.3 as in force 2017-2026, A.9 "Round-Pairing
 * Outlook"; reference bbpPairings v5.0.1). Each bracket is paired with the next scoregroup in view
 * (2017 C.7) but without the completion criterion; then the round is checked: when the bracket's
 * downfloaters and all the players below cannot be paired (absolute criteria, one bye to a player
 * who may receive it), the bracket just paired becomes the Penultimate Pairing Bracket (PPB). It
 * is paired again under the completion criterion (2017 C.4, which applies only there) and then
 * every player left, whatever the score, forms one Collapsed Last Bracket (CLB), paired like the
 * last bracket (completion and bye eligibility first).
 *
 * <p>Interpretation (pinned by Edition2017LastBracketTest.A9_2017_*): the check is made after each
 * bracket, on the pairs it fixed; the PPB pairs the same players as the failed bracket (its MDPs
 * and residents), with the CLB players in view only for completion.
 */
final class Brackets2017 {

    private final PairingState st;
    private final List<DutchPairer.BracketTrace> traces;
    private final int n;

    Brackets2017(PairingState st, List<DutchPairer.BracketTrace> traces) {
        this.st = st;
        this.traces = traces;
        this.n = st.sorted.size();
    }

    void pair() {
        List<Integer> pool = new ArrayList<>();
        int next = BracketSteps.loadGroup(st, pool, 0, false);
        boolean collapsed = next >= n;
        int movedDown = 0;
        int firstResidentVertex = 0;
        while (pool.size() > 1 || next < n) {
            int nextGroup = pool.size();
            int groupStart = next;
            next = BracketSteps.loadGroup(st, pool, next, collapsed);
            BracketOutlook outlook = collapsed ? BracketOutlook.COLLAPSED
                    : next >= n ? BracketOutlook.BEFORE_LAST : BracketOutlook.WITHOUT_COMPLETION;
            Bracket b = new Bracket(pool, movedDown, nextGroup, firstResidentVertex);
            pairBracket(b, outlook);
            if (!collapsed && !RoundCompletion.possible(st, unpaired())) {
                // A.9 2017: the downfloaters do not allow completing the round: this is the PPB
                for (int local = 0; local < nextGroup; local++) {
                    st.matched[b.vertex(local)] = false;
                }
                pool = new ArrayList<>(pool.subList(0, nextGroup));
                next = groupStart;
                collapsed = true;
                continue;
            }
            List<Integer> left = BracketSteps.commit(st, b, traces);
            if (nextGroup == pool.size() && left.size() == pool.size()) {
                return; // the last bracket paired nobody: the caller reports the players left
            }
            collapsed = next >= n;
            movedDown = left.size() - (b.size() - b.nextGroup);
            pool = left;
            firstResidentVertex = b.firstNextVertex;
        }
    }

    /** Pairs one bracket in a matching of its own players and those it looks at. */
    private void pairBracket(Bracket b, BracketOutlook outlook) {
        ScoreDifferences2017 differences = new ScoreDifferences2017(st, b);
        st.weights.setOutlook(outlook, differences);
        // the 2017 score-difference fields (PSD, C.16-C.19) are wider than the 2026 per-score ones
        int bits = st.weights.bits() + 5 * (differences.width() + ScoreGroupLayout.bits(n) + 2);
        // bbpPairings' matching: maximum weight, not maximum cardinality first (without completion)
        st.matrix = new WeightMatrix(n, bits, !outlook.completion);
        for (int v = 0; v < n; v++) {
            if (st.pairOf[v] > v) {
                st.matrix.fix(v, st.pairOf[v]);
            }
        }
        BracketSteps.pair(st, b);
    }

    /** @return the players not paired so far, in order */
    private List<Integer> unpaired() {
        List<Integer> left = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (st.pairOf[v] < 0 && !st.matched[v]) {
                left.add(v);
            }
        }
        return left;
    }
}
