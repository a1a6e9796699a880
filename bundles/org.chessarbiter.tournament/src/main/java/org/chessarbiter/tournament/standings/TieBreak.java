package org.chessarbiter.tournament.standings;

/**
 * A named tie-break. {@link #code()} is its C.07 code ("BH/C1", "SB", "DE", ...) or, for the
 * seeds' definitions, a code of the seed set ("VN-BH", ...); {@link #article()} cites where it is
 * defined; {@link #nameKey()} is the key of its name in this package's {@code messages} bundle.
 * Values are compared higher-is-better unless {@link #lowerIsBetter()} (C.07 BC).
 */
public interface TieBreak {

    String code();

    String article();

    default String nameKey() {
        return "tb." + code().replace('/', '.');
    }

    /** Whether a lower value ranks higher (C.07 board count, BC). */
    default boolean lowerIsBetter() {
        return false;
    }

    /**
     * The values of the players of a tied group (indexes into the context's grid), in the group's
     * order. Most tie-breaks do not depend on the group; direct encounter does.
     */
    org.chessarbiter.tournament.core.Points[] values(StandingsContext context, int[] group);
}
