package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs the Dutch procedure over the brackets, highest score first (art. 2-4): first a matching of
 * all players checks that the round can be paired at all (C1-C4) and fixes the score of the
 * pairing-allocated bye assignee (C5) and whether C9 applies; then each bracket is paired with its
 * MDPs and its remainder, looking ahead at the next scoregroup (C8) and at completion (C4).
 */
final class DutchPairer {

    /** The pairs (vertex indices into {@code sorted}) and the bye, or nothing when impossible. */
    record Result(List<DutchPlayer> sorted, int[] pairOf, int byeVertex, List<BracketTrace> brackets) {
    }

    /** What happened in one bracket, for the explanation. */
    record BracketTrace(int score, List<Integer> movedDown, List<Integer> residents, List<Integer> downfloaters) {
    }

    private final PairingState st;
    private final int n;
    private final List<Integer> leftUnpaired = new ArrayList<>();
    private final List<BracketTrace> traces = new ArrayList<>();

    DutchPairer(List<DutchPlayer> sorted, EdgeWeights weights) {
        this.st = new PairingState(sorted, weights);
        this.n = sorted.size();
    }

    /** @return the pairing, or empty when no pairing satisfies the absolute criteria */
    Optional<Result> run() {
        if (n == 0) {
            return Optional.of(new Result(st.sorted, st.pairOf, -1, traces));
        }
        if (!checkCompletionAndBye()) {
            return Optional.empty();
        }
        if (st.weights.collapsedLastBracket) {
            new Brackets2017(st, traces).pair();
        } else {
            pairBrackets();
        }
        int bye = -1;
        for (int v = 0; v < n; v++) {
            if (st.pairOf[v] < 0) {
                if (bye >= 0) {
                    return Optional.empty();
                }
                bye = v;
            }
        }
        return Optional.of(new Result(st.sorted, st.pairOf, bye, traces));
    }

    /**
     * @return after a failed run, the start numbers of the players a best-possible pairing leaves
     *         without opponent (more than one, or one who may not take the bye)
     */
    List<Integer> leftUnpaired() {
        return leftUnpaired;
    }

    private int topScore() {
        return st.player(0).score();
    }

    /** C4 (completion) over all players; for an odd count, the bye assignee's score (C5) and C9. */
    private boolean checkCompletionAndBye() {
        boolean odd = (n & 1) == 1;
        ScoreGroupLayout layout = new ScoreGroupLayout(st.sorted);
        // its own (narrower) matrix: these weights have only the completion and bye fields
        WeightMatrix search = new WeightMatrix(n, 4 + layout.groupsWidth() + layout.sizeBits());
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                search.set(i, j, odd ? byeSearchWeight(search, st.player(i), st.player(j), layout)
                        : completionWeight(search, st.player(j), st.player(i)), 0);
            }
        }
        st.mate = search.solve();
        search = null; // its memory is needed for the bracket matrix
        boolean unmatched = false;
        boolean complete = true;
        for (int v = 0; v < n; v++) {
            if (st.mate[v] == v) {
                leftUnpaired.add(st.player(v).id());
                complete &= !unmatched && st.player(v).byeEligible();
                unmatched = true;
            }
        }
        if (!complete) {
            return false;
        }
        if (odd) {
            setByeFromSearch();
        }
        st.createMatrix();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                st.matrix.set(i, j, st.weights.weight(st.matrix, st.player(j), st.player(i), false, false), 0);
            }
        }
        return true;
    }

    /** C5 / C9: the bye assignee's score and whether it is the single downfloater, from the search. */
    private void setByeFromSearch() {
        int byeScore = 0;
        for (int v = 0; v < n; v++) {
            if (st.mate[v] == v) {
                byeScore = st.player(v).score();
                break;
            }
        }
        boolean single = byeScore >= topScore();
        for (int v = 0; single && v < n && st.player(v).score() >= topScore(); v++) {
            if (st.player(st.mate[v]).score() < topScore()) {
                single = false;
            }
        }
        List<Integer> played = new ArrayList<>();
        for (DutchPlayer p : st.sorted) {
            if (p.score() == byeScore) {
                played.add(p.playedGames());
            }
        }
        played.sort((a, b) -> Integer.compare(b, a));
        Map<Integer, Integer> rank = new HashMap<>();
        for (int i = 0; i < played.size(); i++) {
            rank.put(played.get(i), i);
        }
        st.weights.setBye(byeScore, single, rank);
    }

    /**
     * Weight of the first matching for an odd number of players: C4 completion with bye-eligible
     * players left over (C2), then the highest scores paired so that the bye goes to the lowest
     * score possible (C5), then players of the top scoregroup paired.
     */
    private int byeSearchWeight(WeightMatrix m, DutchPlayer p, DutchPlayer o, ScoreGroupLayout layout) {
        if (!st.weights.compatible(p, o)) {
            return 0;
        }
        return m.intern(m.builder()
                .field(0, 1 + (p.byeEligible() ? 0 : 1) + (o.byeEligible() ? 0 : 1))
                .field(layout.groupsWidth(), layout.shift(p.score()) + layout.shift(o.score()))
                .field(layout.sizeBits(), p.score() >= topScore() ? 1 : 0));
    }

    /**
     * C4 (completion) for an even number of players: the top field of
     * {@link EdgeWeights#weight} without the (here all zero) fields below it.
     */
    private int completionWeight(WeightMatrix m, DutchPlayer higher, DutchPlayer lower) {
        return st.weights.compatible(higher, lower) ? m.intern(m.builder().field(0, st.weights.completion(higher, lower)))
                : 0;
    }

    private void pairBrackets() {
        List<Integer> pool = new ArrayList<>();
        int next = 0;
        while (next < n && st.player(next).score() >= topScore()) {
            pool.add(next++);
        }
        int movedDown = 0;
        int firstResidentVertex = 0;
        boolean odd = (n & 1) == 1;
        while (pool.size() > 1 || next < n) {
            int nextGroup = pool.size();
            int groupStart = next;
            next = BracketSteps.loadGroup(st, pool, next, false);
            Bracket b = new Bracket(pool, movedDown, nextGroup, firstResidentVertex);
            BracketSteps.pair(st, b);
            List<Integer> nextPool = BracketSteps.commit(st, b, traces);
            movedDown = nextPool.size() - (b.size() - nextGroup);
            boolean single = odd && groupStart < n && st.weights.byeAssigneeScore() >= st.player(groupStart).score();
            for (int v : nextPool) {
                if (single && st.player(st.mate[v]).score() < st.player(groupStart).score()) {
                    single = false;
                }
            }
            st.weights.setSingleDownfloaterIsByeAssignee(single);
            pool = nextPool;
            firstResidentVertex = b.firstNextVertex;
        }
    }

    static BracketTrace trace(PairingState st, Bracket b, List<Integer> downfloaters) {
        List<Integer> mdps = new ArrayList<>(b.vertices.subList(0, b.movedDown));
        List<Integer> residents = new ArrayList<>(b.vertices.subList(b.movedDown, b.nextGroup));
        int score = residents.isEmpty() ? (mdps.isEmpty() ? 0 : st.player(mdps.get(0)).score())
                : st.player(residents.get(0)).score();
        return new BracketTrace(score, mdps, residents, downfloaters);
    }
}
