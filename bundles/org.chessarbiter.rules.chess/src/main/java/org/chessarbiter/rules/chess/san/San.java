package org.chessarbiter.rules.chess.san;

import java.util.Locale;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Standard Algebraic Notation in one language's piece letters (FIDE 2018 Appendix C, FIDE 2000
 * Appendix E): lenient on import (see {@link SanParser}), canonical on export in a {@link SanStyle}.
 */
public final class San implements MoveNotation<ChessPosition, ChessMove> {
    private final SanStyle style;
    private final SanParser parser;

    private San(SanStyle style) {
        this.style = style;
        this.parser = new SanParser(style.letters());
    }

    /** SAN written in {@code style} and read with its letters. */
    public static San of(SanStyle style) {
        return new San(style);
    }

    /** PGN's SAN: English letters, {@code O-O}, {@code e8=Q}. */
    public static San pgn() {
        return PGN;
    }

    /** The scoresheet SAN of {@code locale} (e.g. Vietnamese: {@code Mf3}, {@code 0-0}, {@code d8H}). */
    public static San forLocale(Locale locale) {
        return of(SanStyle.forLocale(locale));
    }

    private static final San PGN = new San(SanStyle.PGN);

    public SanStyle style() {
        return style;
    }

    @Override
    public String id() {
        return "san-" + style.letters().id();
    }

    @Override
    public ParseResult<ChessMove> parse(ChessPosition position, CharSequence text) {
        return parser.parse(position, text);
    }

    /** A pawn move without a promotion reads alike in every style's letters ({@link SanParser#readsWithoutLetters}). */
    @Override
    public Object readsAlikeAs(CharSequence text) {
        return parser.readsWithoutLetters(text) ? PAWN_MOVE : null;
    }

    private static final Object PAWN_MOVE = "SAN pawn move without promotion";

    @Override
    public String format(ChessPosition position, ChessMove move) {
        return SanWriter.format(position, move, style);
    }
}
