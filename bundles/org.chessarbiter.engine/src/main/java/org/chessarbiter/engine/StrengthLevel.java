package org.chessarbiter.engine;

/**
 * A playing strength from {@link #WEAKEST} to {@link #STRONGEST}: the embedded engine searches to
 * {@link #depth()} plies at most, spends {@link #moveTimeMillis()} per move by default, and adds
 * {@link #noise()} centipawns of deterministic noise (per position and game) to its evaluation at the
 * lowest levels, so that a weak level also makes human-looking mistakes; a UCI engine gets its
 * {@code Skill Level} option from {@link #uciSkill()}.
 *
 * @param level 1 (weakest) to 8 (strongest)
 * @param depth the deepest iteration, in plies
 * @param moveTimeMillis the default time per move
 * @param noise the amplitude of the evaluation noise, in centipawns
 */
public record StrengthLevel(int level, int depth, long moveTimeMillis, int noise) {
    public static final int WEAKEST = 1;
    public static final int STRONGEST = 8;

    private static final int[] DEPTHS = {1, 2, 3, 4, 5, 6, 8, 64};
    private static final long[] MILLIS = {100, 200, 300, 500, 1000, 2000, 4000, 8000};
    private static final int[] NOISE = {200, 120, 60, 30, 10, 0, 0, 0};

    public StrengthLevel {
        if (level < WEAKEST || level > STRONGEST) {
            throw new IllegalArgumentException("level " + level + " is not in " + WEAKEST + ".." + STRONGEST);
        }
    }

    /** The level {@code level} (1..8). */
    public static StrengthLevel of(int level) {
        if (level < WEAKEST || level > STRONGEST) {
            throw new IllegalArgumentException("level " + level + " is not in " + WEAKEST + ".." + STRONGEST);
        }
        int i = level - 1;
        return new StrengthLevel(level, DEPTHS[i], MILLIS[i], NOISE[i]);
    }

    /** The strongest level: no noise, the time decides. */
    public static StrengthLevel strongest() {
        return of(STRONGEST);
    }

    /** Stockfish's {@code Skill Level} (0..20) for this level. */
    public int uciSkill() {
        return (level - WEAKEST) * 20 / (STRONGEST - WEAKEST);
    }
}
