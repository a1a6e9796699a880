package org.chessarbiter.rules.chess.san;

import java.util.Locale;

/**
 * How SAN is written on export: the piece letters, castling with letter O (PGN) or digit 0 (FIDE
 * 2018 C.13, FIDE 2000 E), and promotion with {@code =} (PGN: {@code e8=Q}) or without (FIDE 2018
 * C.11: {@code d8H}). Import reads all of these whatever the style.
 *
 * @param letters piece letters
 * @param zeroCastling write {@code 0-0} rather than {@code O-O}
 * @param promotionEquals write {@code e8=Q} rather than {@code e8Q}
 */
public record SanStyle(PieceLetters letters, boolean zeroCastling, boolean promotionEquals) {

    /** PGN export format: English letters, O-O, e8=Q. */
    public static final SanStyle PGN = new SanStyle(PieceLetters.ENGLISH, false, true);

    /** The FIDE scoresheet form of a locale's letters (0-0, d8H). */
    public static SanStyle scoresheet(PieceLetters letters) {
        return new SanStyle(letters, true, false);
    }

    /** The scoresheet style of {@code locale}. */
    public static SanStyle forLocale(Locale locale) {
        return scoresheet(PieceLetters.forLocale(locale));
    }
}
