package org.chessarbiter.engine;

/**
 * How far a search may go: a depth, a time per move, a strength; whichever ends it first wins. A
 * search always completes its first iteration, so that it has a legal move to give.
 *
 * @param depth the deepest iteration, in plies ({@code > 0}); the level's depth and {@link #MAX_DEPTH} cap it
 * @param moveTimeMillis the time for the move, in milliseconds; 0 for no time limit
 * @param level the playing strength (depth cap and noise of the embedded engine, skill of a UCI engine)
 */
public record SearchLimits(int depth, long moveTimeMillis, StrengthLevel level) {
    /** The deepest search any engine here is asked for. */
    public static final int MAX_DEPTH = 64;

    public SearchLimits {
        if (depth <= 0 || moveTimeMillis < 0 || level == null) {
            throw new IllegalArgumentException("depth > 0, time >= 0 and a level are needed");
        }
        depth = Math.min(Math.min(depth, MAX_DEPTH), level.depth());
    }

    /** Full strength to {@code depth} plies, without a time limit (the analysis of a position, tests). */
    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, StrengthLevel.strongest());
    }

    /** Full strength for {@code millis} milliseconds. */
    public static SearchLimits moveTime(long millis) {
        return new SearchLimits(MAX_DEPTH, millis, StrengthLevel.strongest());
    }

    /** Play at {@code level}: its depth, its default time per move. */
    public static SearchLimits level(StrengthLevel level) {
        return new SearchLimits(level.depth(), level.moveTimeMillis(), level);
    }

    /** These limits with another time per move (0: none). */
    public SearchLimits withMoveTime(long millis) {
        return new SearchLimits(depth, millis, level);
    }

    /** Whether a time limit applies. */
    public boolean timed() {
        return moveTimeMillis > 0;
    }
}
