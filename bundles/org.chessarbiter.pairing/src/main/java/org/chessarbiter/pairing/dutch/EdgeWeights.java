package org.chessarbiter.pairing.dutch;

import java.util.Map;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.ForbiddenPairs;

/**
 * The Dutch system as an edge-weight function (C.04.3 in force from 1 Feb 2026; criteria numbered
 * as in that edition, C1-C21). A maximum-weight matching over these weights is a pairing that
 * satisfies the absolute criteria and optimises the quality criteria in their order: each field
 * below is one criterion, the earlier criterion in the more significant bits.
 *
 * <p>Field layout, most significant first: completion and bye (C4, C2, C5), pairs in the bracket
 * (C6), scores paired in the bracket (C7), pairs and scores in the next bracket (C8), unplayed
 * games of the bye assignee (C9), topscorer colour criteria (C10, C11), colour preferences (C12,
 * C13), repeated floats (C14-C17), scores of repeated floaters (C18-C21), and room for the order
 * of exchanges and transpositions (art. 3-4), filled in by {@link BracketPairer}.
 */
final class EdgeWeights {

    /** Width of the low field where the bracket procedure encodes exchange/transposition order. */
    final int orderWidth;

    private final ScoreGroupLayout layout;
    private final int playedRounds;
    private final boolean lastRound;
    private final int topscorerThreshold;
    private int byeAssigneeScore;
    private boolean singleDownfloaterIsByeAssignee;
    private Map<Integer, Integer> unplayedRank = Map.of();
    /** C5 and C9 exist (2026) or not (2017): see {@link EditionRules#byeCriteria()}. */
    private final boolean byeCriteria;
    private BracketOutlook outlook = BracketOutlook.COMPLETION;
    /** 2017: the bracket's pairing score differences (A.8 2017), in place of the 2026 C7 field */
    private ScoreDifferences2017 differences;
    /** The 2017 last-bracket procedure: see {@link EditionRules#collapsedLastBracket()}. */
    final boolean collapsedLastBracket;
    /** The pairs the regulations forbid this round: absolute, as C1. */
    private ForbiddenPairs forbidden = ForbiddenPairs.NONE;

    EdgeWeights(ScoreGroupLayout layout, int round, int totalRounds, int winPoints, int drawPoints) {
        this(layout, round, totalRounds, winPoints, drawPoints, DutchEdition.FIDE_2026.rules());
    }

    EdgeWeights(ScoreGroupLayout layout, int round, int totalRounds, int winPoints, int drawPoints,
            EditionRules edition) {
        this.byeCriteria = edition.byeCriteria();
        this.collapsedLastBracket = edition.collapsedLastBracket();
        this.layout = layout;
        this.playedRounds = round - 1;
        this.lastRound = playedRounds >= totalRounds - 1;
        // topscorers (art. 1.8): more than 50% of the maximum possible score
        this.topscorerThreshold = playedRounds * Math.max(winPoints, drawPoints) / 2;
        this.orderWidth = 3 * layout.sizeBits() + 1;
    }

    /**
     * @return an upper bound of the bit length of any weight of this round: the fields of
     *         {@link #weight} (2 bits of completion, 15 fields of player counts, 6 per-score
     *         fields, the order field) plus room for the bonuses of the bracket procedure
     */
    int bits() {
        return 8 + 15 * layout.sizeBits() + 6 * layout.groupsWidth();
    }

    /** The pairs the regulations forbid this round ({@link org.chessarbiter.pairing.PairingConstraint}): never edges. */
    void forbid(ForbiddenPairs pairs) {
        this.forbidden = pairs;
    }

    /** Sets what the first (feasibility) matching found about the pairing-allocated bye. */
    void setBye(int assigneeScore, boolean singleDownfloaterIsAssignee, Map<Integer, Integer> rank) {
        this.byeAssigneeScore = assigneeScore;
        this.singleDownfloaterIsByeAssignee = singleDownfloaterIsAssignee;
        this.unplayedRank = rank;
    }

    /** The kind of bracket the next weights are for (2017 A.9; 2026: always COMPLETION). */
    void setOutlook(BracketOutlook outlook, ScoreDifferences2017 differences) {
        this.outlook = outlook;
        this.differences = differences;
    }

    void setSingleDownfloaterIsByeAssignee(boolean value) {
        this.singleDownfloaterIsByeAssignee = value;
    }

    boolean singleDownfloaterIsByeAssignee() {
        return singleDownfloaterIsByeAssignee;
    }

    int byeAssigneeScore() {
        return byeAssigneeScore;
    }

    /**
     * Absolute criteria: C1 (no second game between the same players) and C3 (two players with
     * the same absolute colour preference do not meet, except topscorers or their opponents when
     * pairing the last round); beside them, the pairs the regulations forbid ({@link #forbid}).
     */
    boolean compatible(DutchPlayer a, DutchPlayer b) {
        if (a.opponents().contains(b.id()) || forbidden.contains(a.id(), b.id())) {
            return false;
        }
        ColourState ca = a.colour();
        ColourState cb = b.colour();
        return !ca.absolute() || !cb.absolute() || ca.preference() != cb.preference()
                || (lastRound && (a.score() > topscorerThreshold || b.score() > topscorerThreshold));
    }

    /** The most significant field of a compatible pair: C4 completion, C2/C5 the bye candidates. */
    long completion(DutchPlayer a, DutchPlayer b) {
        return 1 + (byeCandidate(a) ? 0 : 1) + (byeCandidate(b) ? 0 : 1);
    }

    private boolean byeCandidate(DutchPlayer p) {
        // C2: eligible; C5 (2026 only): the bye goes to the lowest possible score
        return p.byeEligible() && (!byeCriteria || p.score() <= byeAssigneeScore);
    }

    /**
     * The weight of pairing {@code higher} (earlier in the order of art. 1.2) with {@code lower},
     * as an id of the matrix's weight table.
     *
     * @param inBracket true when {@code lower} is a resident of the bracket being paired
     * @param inNext    true when {@code lower} belongs to the next scoregroup
     * @return 0 when the pair breaks an absolute criterion
     */
    int weight(WeightMatrix m, DutchPlayer higher, DutchPlayer lower, boolean inBracket, boolean inNext) {
        if (!compatible(higher, lower)) {
            return 0;
        }
        int sb = layout.sizeBits();
        int gw = layout.groupsWidth();
        int hs = layout.shift(higher.score());
        WeightBuilder w = m.builder();
        // C4 completion, C2/C5 bye: prefer pairing players who cannot take the bye
        w.field(0, outlook.completion ? completion(higher, lower) : 0);
        w.field(sb, inBracket ? 1 : 0); // C6: maximise the pairs in the bracket
        if (differences != null) {
            differences.field(w, higher.score(), lower.score(), inBracket); // 2017 C.7: minimise the PSD
        } else {
            w.unitAt(gw, inBracket, hs); // C7: maximise the scores paired (minimise the PSD)
        }
        boolean next = inNext && outlook.lookAhead;
        if (outlook == BracketOutlook.BEFORE_LAST) {
            w.field(sb + 2, completion(higher, lower)); // 2017 C.7 before the last bracket
        } else {
            w.field(sb, next ? 1 : 0); // C8: pairs in the next bracket
        }
        w.unitAt(gw, next, hs); // C8: scores paired in the next bracket
        // C9: minimise the unplayed games of the bye assignee
        long c9 = 0;
        if (byeCriteria && singleDownfloaterIsByeAssignee) { // C9 is a 2026 criterion
            c9 += higher.score() == byeAssigneeScore ? unplayedRank.get(higher.playedGames()) : 0;
            c9 += lower.score() == byeAssigneeScore ? unplayedRank.get(lower.playedGames()) : 0;
        }
        w.field(2 * sb, c9);
        colourFields(w, lower.colour(), higher.colour(), inBracket, sb);
        floatFields(w, higher, lower, inBracket, sb, gw);
        w.field(orderWidth, 0);
        return m.intern(w);
    }

    /** C10-C13 (colour criteria), counted for pairs in the bracket only. */
    private static void colourFields(WeightBuilder w, ColourState p, ColourState o, boolean on, int sb) {
        boolean samePref = p.preference() != null && p.preference() == o.preference();
        // C10: no topscorer (or opponent) with a colour difference beyond ±2
        w.field(sb, on && !(p.absoluteImbalance() && o.absoluteImbalance() && p.preference() == o.preference()) ? 1 : 0);
        // C11: no topscorer (or opponent) with the same colour three times in a row
        w.field(sb, on && !(p.absolute() && o.absolute() && p.preference() == o.preference() && threeInARow(p, o)) ? 1 : 0);
        // C12: colour preferences met
        w.field(sb, on && !samePref ? 1 : 0);
        // C13: strong colour preferences met
        boolean pStrongish = p.strong() || p.absolute();
        boolean oStrongish = o.strong() || o.absolute();
        w.field(sb, on && (!pStrongish || !oStrongish || (p.absolute() && o.absolute()) || !samePref) ? 1 : 0);
    }

    /**
     * With both players due the same absolute colour, whoever does not get it plays that colour
     * three times in a row when its last two games had it: the player with the larger imbalance
     * gets the preference (E.2), the other gets the same colour again.
     */
    private static boolean threeInARow(ColourState p, ColourState o) {
        if (p.imbalance() == o.imbalance()) {
            return p.repeated() != null && p.repeated() == o.repeated();
        }
        ColourState loser = p.imbalance() > o.imbalance() ? o : p;
        Colour pref = p.preference();
        return loser.repeated() == pref.opposite();
    }

    /** C14-C21: repeated floats of the previous round and of two rounds before, then their scores. */
    private void floatFields(WeightBuilder w, DutchPlayer h, DutchPlayer l, boolean on, int sb, int gw) {
        boolean hHigher = h.score() > l.score();
        for (int ago = 1; ago <= Math.min(2, playedRounds); ago++) {
            // C14 / C16: minimise downfloaters repeated (a pair keeps them from floating down)
            int down = (l.floatAgo(ago) == FloatKind.DOWN ? 1 : 0)
                    + (!hHigher && h.floatAgo(ago) == FloatKind.DOWN ? 1 : 0);
            w.field(sb, on ? down : 0);
            // C15 / C17: minimise upfloaters repeated
            w.field(sb, on && !(hHigher && l.floatAgo(ago) == FloatKind.UP) ? 1 : 0);
        }
        for (int ago = 1; differences != null && ago <= Math.min(2, playedRounds); ago++) {
            // 2017 C.16-C.19: the score differences of repeated downfloaters and upfloaters
            differences.downfloaters(w, h.score(), l.score(), on && h.floatAgo(ago) == FloatKind.DOWN,
                    on && l.floatAgo(ago) == FloatKind.DOWN);
            differences.upfloaters(w, h.score(), l.score(), on, l.floatAgo(ago) == FloatKind.UP, sb);
        }
        for (int ago = 1; differences == null && ago <= Math.min(2, playedRounds); ago++) {
            // C18 / C20: minimise the scores of repeated downfloaters
            w.units(gw, on && l.floatAgo(ago) == FloatKind.DOWN, layout.shift(l.score()),
                    on && h.floatAgo(ago) == FloatKind.DOWN, layout.shift(h.score()));
            // C19 / C21: minimise the scores of the opponents of repeated upfloaters
            w.unitAt(gw, on && !(l.floatAgo(ago) == FloatKind.UP && hHigher), layout.shift(h.score()));
        }
    }
}
