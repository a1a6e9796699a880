package org.chessarbiter.rules.clock;

/**
 * One period of a time control (FIDE 2018 6.3.1): a number of moves (0 = the rest of the game) in a
 * base time, with a per-move bonus of some kind.
 *
 * @param moves moves to complete in this period, 0 for all remaining moves
 * @param baseMillis the time of the period
 * @param bonusMillis the per-move bonus (increment or delay), 0 for none
 * @param bonus how the bonus works
 */
public record Period(int moves, long baseMillis, long bonusMillis, Bonus bonus) {

    /** The per-move bonus of FIDE 2018 6.3.1 (increment) and 6.3.2 (time-delay mode). */
    public enum Bonus {
        /** No bonus. */
        NONE,
        /** Added to the player's time after each of his moves (cumulative, "Fischer"). */
        INCREMENT,
        /** Spent first on each move; the main time only runs when it is used up (not cumulative). */
        DELAY
    }

    public Period {
        if (moves < 0 || baseMillis < 0 || bonusMillis < 0 || bonus == null) {
            throw new IllegalArgumentException("a period needs non-negative values");
        }
    }
}
