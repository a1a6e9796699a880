package org.chessarbiter.pairing.dutch;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Bit widths of the weight fields that count players per scoregroup. A field that sums "one unit
 * per player of score s" reserves, for every scoregroup, enough bits to count all of its players,
 * the higher scores in the higher bits, so that maximising the field maximises the scores paired
 * lexicographically (criteria C7, C8, C18-C21 compare scores group by group, highest first).
 */
final class ScoreGroupLayout {

    private final Map<Integer, Integer> shiftOfScore = new HashMap<>();
    private final int groupsWidth;
    private final int sizeBits;

    /** @param sorted the players to pair in the order of art. 1.2 (score descending) */
    ScoreGroupLayout(List<DutchPlayer> sorted) {
        this(sorted, false);
    }

    /**
     * @param roundWide true when a bracket may hold every player (2017 A.9, the Collapsed Last
     *                  Bracket): the player-count fields then count up to all players
     */
    ScoreGroupLayout(List<DutchPlayer> sorted, boolean roundWide) {
        int shift = 0;
        int largest = 0;
        int run = 0;
        for (int i = sorted.size() - 1; i >= 0; i--) {
            run++;
            int score = sorted.get(i).score();
            if (i == 0 || sorted.get(i - 1).score() > score) {
                shiftOfScore.put(score, shift);
                shift += bits(run);
                largest = Math.max(largest, run);
                run = 0;
            }
        }
        this.groupsWidth = shift;
        this.sizeBits = bits(roundWide ? Math.max(largest, sorted.size()) : largest);
    }

    /** @return the number of binary digits of {@code n} (0 for 0) */
    static int bits(int n) {
        return 32 - Integer.numberOfLeadingZeros(n);
    }

    /** @return the bit position of the scoregroup with this score in a per-score field */
    int shift(int score) {
        return shiftOfScore.get(score);
    }

    /** @return the width of a per-score field */
    int groupsWidth() {
        return groupsWidth;
    }

    /** @return the width of a field counting players of one scoregroup */
    int sizeBits() {
        return sizeBits;
    }
}
