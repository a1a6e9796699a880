package org.chessarbiter.scoresheet.validation;

/** Issue codes of the scoresheet language: they tie validation problems to quick fixes. */
public final class ScoresheetIssueCodes {

    private static final String PREFIX = "org.chessarbiter.scoresheet.";

    /** The same tag name twice in one game; data: the tag name. */
    public static final String DUPLICATE_TAG = PREFIX + "duplicateTag";

    private ScoresheetIssueCodes() {
    }
}
