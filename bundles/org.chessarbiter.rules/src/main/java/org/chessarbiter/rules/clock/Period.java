package org.chessarbiter.rules.clock;

/**
 * One period of a time control (FIDE 2018 6.3.1; FIDE 2000 6.2(a); Luật cờ Tướng 2004 Điều 10.1.2): a
 * number of moves (0 = the rest of the game) in a base time, with a per-move bonus of some kind.
 *
 * @param moves moves to complete in this period, 0 for all remaining moves
 * @param baseMillis the time of the period
 * @param bonusMillis the per-move bonus (increment or delay), 0 for none
 * @param bonus how the bonus works
 */
public record Period(int moves, long baseMillis, long bonusMillis, Bonus bonus) {

    /** How time comes back to a player (FIDE 2018 6.3.1 increment, 6.3.2 time-delay mode). */
    public enum Bonus {
        /** No bonus. */
        NONE,
        /** Added to the player's time after each of his moves (cumulative, "Fischer"; FIDE 2018 6.3.1). */
        INCREMENT,
        /**
         * Simple delay (FIDE 2018 6.3.2, 2000 6.2(b) time-delay mode): spent first on each move; the main
         * time only runs when it is used up; unused delay is not kept.
         */
        DELAY,
        /**
         * Bronstein delay: the main time runs at once; after the move the time used, up to the delay, is
         * given back (so, like {@link #DELAY}, never more than the time used; the faces differ during the move).
         */
        BRONSTEIN,
        /**
         * Sandglass (PGN {@code *seconds}): the time one player uses is added to the opponent's; the period
         * covers the whole game and {@link Period#bonusMillis()} is 0.
         */
        SANDGLASS
    }

    public Period {
        if (moves < 0 || baseMillis < 0 || bonusMillis < 0 || bonus == null) {
            throw new IllegalArgumentException("a period needs non-negative values");
        }
        if (bonus == Bonus.SANDGLASS && (moves != 0 || bonusMillis != 0)) {
            throw new IllegalArgumentException("a sandglass covers the whole game and has no bonus");
        }
    }

    /** {@code moves} moves in {@code baseMillis}, no bonus. */
    public static Period moves(int moves, long baseMillis) {
        return new Period(moves, baseMillis, 0, Bonus.NONE);
    }

    /** The rest of the game in {@code baseMillis}, no bonus. */
    public static Period rest(long baseMillis) {
        return new Period(0, baseMillis, 0, Bonus.NONE);
    }

    /** This period with the per-move bonus {@code kind} of {@code millis}. */
    public Period with(Bonus kind, long millis) {
        return new Period(moves, baseMillis, kind == Bonus.NONE ? 0 : millis, millis == 0 ? Bonus.NONE : kind);
    }

    /** Whether this period covers the rest of the game. */
    public boolean coversRest() {
        return moves == 0;
    }
}
