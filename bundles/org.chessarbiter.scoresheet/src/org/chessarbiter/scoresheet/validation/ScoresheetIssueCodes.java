package org.chessarbiter.scoresheet.validation;

import org.chessarbiter.rules.game.GameIssueCodes;

/**
 * Issue codes of the scoresheet language: they tie validation problems to quick fixes. The codes of the
 * game checks are defined by the rules layer ({@link GameIssueCodes}, inherited here); the language adds
 * its own. Each constant says what its issue data carries; codes whose data are replacement texts are
 * listed in {@link GameIssueCodes#REPLACEMENTS}.
 */
public final class ScoresheetIssueCodes extends GameIssueCodes {

    private static final String PREFIX = "org.chessarbiter.scoresheet.";

    /** The same tag name twice in one game; data: the tag name. */
    public static final String DUPLICATE_TAG = PREFIX + "duplicateTag";
    /** The regulations in scope of a game without a TimeControl tag name different time controls; no data. */
    public static final String REGULATIONS_DISAGREE = PREFIX + "regulationsDisagree";

    private ScoresheetIssueCodes() {
    }
}
