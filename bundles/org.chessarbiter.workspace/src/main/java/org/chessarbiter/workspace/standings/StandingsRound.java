package org.chessarbiter.workspace.standings;

/**
 * The round after which an editor shows the standings of its tournament, published as a part property
 * of the editor (a number, "0" or absent for the last complete round), so that a view can show the
 * standings after the same round without knowing the editor.
 */
public final class StandingsRound {

    /** The name of the editor's part property. */
    public static final String PART_PROPERTY = "org.chessarbiter.standings.afterRound";

    private StandingsRound() {
    }

    /** The round a part property's value names, 0 (the last complete round) when it names none. */
    public static int parse(String value) {
        if (value == null) {
            return 0;
        }
        try {
            return Math.max(0, Integer.parseInt(value.strip()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
