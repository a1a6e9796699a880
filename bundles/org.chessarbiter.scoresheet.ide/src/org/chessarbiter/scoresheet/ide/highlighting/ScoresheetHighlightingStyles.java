package org.chessarbiter.scoresheet.ide.highlighting;

/**
 * The style ids of semantic highlighting in scoresheets ({@link ScoresheetSemanticHighlightingCalculator}).
 * An editor maps each id to colours and fonts.
 */
public final class ScoresheetHighlightingStyles {
    /** A move token ({@code Mf3}, {@code P2-5}, {@code h2e2}). */
    public static final String MOVE = "scoresheet.move";
    /** A move number ({@code 12.}, {@code 12...}, {@code 12)}). */
    public static final String MOVE_NUMBER = "scoresheet.moveNumber";
    /** A NAG ({@code $1}) or a {@code !?} suffix. */
    public static final String NAG = "scoresheet.nag";
    /** A comment. */
    public static final String COMMENT = "scoresheet.comment";
    /**
     * A clock command inside a comment ({@code [%clk 1:05:00]}, {@code [%emt 0:00:12]}), and an entry of the incident
     * log ({@code [%incident illegal side=white]}).
     */
    public static final String CLOCK = "scoresheet.clock";
    /** The termination marker ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}). */
    public static final String RESULT = "scoresheet.result";
    /** A tag name. */
    public static final String TAG_NAME = "scoresheet.tagName";
    /** A tag value. */
    public static final String TAG_VALUE = "scoresheet.tagValue";
    /** A draw offer {@code (=)}. */
    public static final String DRAW_OFFER = "scoresheet.drawOffer";

    /** All style ids. */
    public static final String[] ALL = {MOVE, MOVE_NUMBER, NAG, COMMENT, CLOCK, RESULT, TAG_NAME, TAG_VALUE, DRAW_OFFER};

    private ScoresheetHighlightingStyles() {
    }
}
