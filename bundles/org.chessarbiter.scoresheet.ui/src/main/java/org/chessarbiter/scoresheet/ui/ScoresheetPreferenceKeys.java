package org.chessarbiter.scoresheet.ui;

/**
 * The preferences the scoresheet editor services read (content assist, conversions) where a file leaves
 * the notation open ({@code org.chessarbiter.scoresheet.ide.notation.WritingNotation} says when): instance
 * scope of node {@value #QUALIFIER}, the language bundle's id. The defaults are the notations of a
 * {@code *.bienban} scoresheet, so that nothing changes until a user chooses.
 */
public final class ScoresheetPreferenceKeys {

    /** The preference node. */
    public static final String QUALIFIER = "org.chessarbiter.scoresheet";
    /**
     * The piece letters of chess moves (short algebraic notation, FIDE 2018 appendix C.3: each language its
     * letters): a locale of {@link #PIECE_LETTER_LOCALES}; the chess notation id is {@code san-<locale>}.
     */
    public static final String PIECE_LETTERS = "pieceLetters";
    /** The notation of xiangqi moves: a notation id of {@link #XIANGQI_NOTATIONS} (Luật cờ Tướng 2004 Điều 11). */
    public static final String XIANGQI_NOTATION = "xiangqiNotation";

    /** Vietnamese letters V H X T M (the scoresheet's default). */
    public static final String DEFAULT_PIECE_LETTERS = "vi";
    /** The Vietnamese short form (Luật cờ Tướng 2004 Điều 11.2a), the scoresheet's default. */
    public static final String DEFAULT_XIANGQI_NOTATION = "vi-short";

    /** The values offered for {@link #PIECE_LETTERS} (the letters of the chess engine's SAN locales). */
    public static final String[] PIECE_LETTER_LOCALES = { "en", "vi", "de", "fr", "es", "ru", "figurine" };
    /** The values offered for {@link #XIANGQI_NOTATION} (the ids of the xiangqi engine's notations). */
    public static final String[] XIANGQI_NOTATIONS = { "vi-short", "vi-words", "vi-asian", "vi-coordinate", "wxf", "iccs", "zh" };

    private ScoresheetPreferenceKeys() {
    }

    /** The chess notation id of a piece-letter locale. */
    public static String chessNotation(String pieceLetters) {
        return "san-" + pieceLetters;
    }
}
