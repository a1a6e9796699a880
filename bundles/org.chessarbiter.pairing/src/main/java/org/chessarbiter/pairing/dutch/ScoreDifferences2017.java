package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The score differences of one 2017 bracket (C.04.3 2017 A.8 "Pairing Score Difference": the
 * score difference of a pair, and of a downfloater its score minus the lowest score of the
 * bracket plus one point as if paired with a virtual player; PSD compared from the highest
 * difference down). Each difference that can occur gets its own bit field, the larger
 * differences in the higher bits, wide enough to count every time it can occur, so that
 * maximising "the paired players' downfloater differences minus the pair's difference" over the
 * pairs minimises the PSD lexicographically (2017 C.7; bbpPairings v5.0.1 counts them the same
 * way).
 */
final class ScoreDifferences2017 {

    /** One point in tenths: the downfloater's virtual opponent (A.8 2017). */
    private static final int ONE_POINT = 10;
    private static final int CHUNK = 62;

    private final Map<Integer, Integer> shiftOf = new HashMap<>();
    private final int width;
    private final int lowest;

    /** @param st the pairing; @param b the bracket with the players it looks at (the last has the lowest score) */
    ScoreDifferences2017(PairingState st, Bracket b) {
        lowest = st.player(b.vertex(b.size() - 1)).score();
        List<Integer> differences = new ArrayList<>();
        for (int p = 0; p < b.nextGroup; p++) {
            int score = st.player(b.vertex(p)).score();
            differences.add(score - lowest + ONE_POINT);
            int first = Math.max(b.movedDown, p + 1);
            for (int o = first; o < b.nextGroup; o++) {
                int other = st.player(b.vertex(o)).score();
                // a player's repeated difference (opponents of one score) is counted once
                if (o == first || other < st.player(b.vertex(o - 1)).score()) {
                    differences.add(score - other);
                }
            }
        }
        Collections.sort(differences);
        int shift = 0;
        int run = 0;
        for (int i = 0; i < differences.size(); i++) {
            run++;
            if (i + 1 == differences.size() || !differences.get(i + 1).equals(differences.get(i))) {
                shiftOf.put(differences.get(i), shift);
                shift += ScoreGroupLayout.bits(run);
                run = 0;
            }
        }
        width = shift;
    }

    int width() {
        return width;
    }

    /**
     * Appends the PSD field of pair {higher, lower} (both in the bracket when {@code on}): the two
     * downfloater differences it saves minus the pair's own difference.
     */
    void field(WeightBuilder w, int higher, int lower, boolean on) {
        w.field(width, 0);
        if (on) {
            w.plus(1, shiftOf.get(lower - lowest + ONE_POINT));
            savedMinusPair(w, higher, lower);
        }
    }

    /**
     * 2017 C.16 / C.18: minimise the score differences of the players who float down as in the
     * previous round (two rounds before): a repeated downfloater of the pair is not left to float
     * (its downfloater difference saved), but a higher one meeting a lower player still floats by
     * the pair's difference.
     */
    void downfloaters(WeightBuilder w, int higher, int lower, boolean higherDown, boolean lowerDown) {
        w.field(width, 0);
        if (lowerDown) {
            w.plus(1, shiftOf.get(lower - lowest + ONE_POINT));
        }
        if (higherDown && higher > lower) {
            savedMinusPair(w, higher, lower);
        } else if (higherDown) {
            w.plus(1, shiftOf.get(higher - lowest + ONE_POINT));
        }
    }

    /**
     * 2017 C.17 / C.19: minimise the score differences of the players who float up as in the
     * previous round (two rounds before): every pair of the bracket scores one unit above all
     * differences ({@code countBits} more bits count the pairs), less the pair's difference when
     * its lower player floats up again.
     */
    void upfloaters(WeightBuilder w, int higher, int lower, boolean on, boolean lowerUpAgain, int countBits) {
        w.field(width + countBits, 0);
        if (!on) {
            return;
        }
        if (lowerUpAgain && higher > lower) {
            ones(w, shiftOf.get(higher - lower), width);
        } else {
            w.plus(1, width);
        }
    }

    /** Adds 2^a - 2^c, a the higher player's downfloater difference, c the pair's difference (a &gt; c). */
    private void savedMinusPair(WeightBuilder w, int higher, int lower) {
        ones(w, shiftOf.get(higher - lower), shiftOf.get(higher - lowest + ONE_POINT));
    }

    /** Adds the ones of bits from..to-1 (2^to - 2^from). */
    private static void ones(WeightBuilder w, int from, int to) {
        for (int c = from; c < to; c += CHUNK) {
            int k = Math.min(CHUNK, to - c);
            w.plus((1L << k) - 1, c);
        }
    }
}
