package org.chessarbiter.pairing.knockout;

/**
 * One match of a knockout round.
 *
 * @param match the match number in the round, top of the bracket first
 * @param seedA the better-seeded entrant (or the upper place in later rounds)
 * @param seedB the other entrant; 0 when {@code seedA} has a bye
 */
public record KnockoutPairing(int match, int seedA, int seedB) {

    /** @return true when seed A is exempted from this round */
    public boolean isBye() {
        return seedB == 0;
    }
}
