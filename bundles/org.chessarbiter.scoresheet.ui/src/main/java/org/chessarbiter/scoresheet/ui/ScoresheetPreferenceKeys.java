package org.chessarbiter.scoresheet.ui;

/**
 * The preferences that the scoresheet services (content assist, conversions) read: instance scope of
 * node {@value #QUALIFIER} (the language bundle's id, so the services need no UI bundle to read them:
 * {@code InstanceScope.INSTANCE.getNode(QUALIFIER).get(NOTATION, DEFAULT_NOTATION)}).
 */
public final class ScoresheetPreferenceKeys {

    /** The preference node. */
    public static final String QUALIFIER = "org.chessarbiter.scoresheet";
    /**
     * The notation new moves are written in when a file does not show one: "san" (chess short algebraic,
     * FIDE 2018 appendix C), "lan" (long algebraic), "uci"; for xiangqi "traditional" (Luật cờ Tướng 2004
     * Điều 11), "coordinate" (phụ lục 3), "wxf", "iccs".
     */
    public static final String NOTATION = "notation";
    /** The piece letters of SAN: a language tag, "en" (K Q R B N) or "vi" (V H X T M). */
    public static final String PIECE_LETTERS = "pieceLetters";

    public static final String DEFAULT_NOTATION = "san";
    public static final String DEFAULT_PIECE_LETTERS = "en";

    /** The values offered for {@link #NOTATION}. */
    public static final String[] NOTATIONS = { "san", "lan", "uci", "traditional", "coordinate", "wxf", "iccs" };
    /** The values offered for {@link #PIECE_LETTERS}. */
    public static final String[] PIECE_LETTER_LOCALES = { "en", "vi" };

    private ScoresheetPreferenceKeys() {
    }
}
