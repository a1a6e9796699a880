package org.chessarbiter.rules.game;

import org.chessarbiter.rules.Location;

/**
 * A piece of scoresheet text as written (a move, a move number, a comment, a NAG...) and where it is:
 * plain strings and indexes, so that the checks never see the editor's model.
 *
 * @param text the text (a move in the word form is normalized to single spaces)
 * @param offset start offset in the file
 * @param length length in the file
 * @param line 1-based line, 0 if unknown
 * @param column 1-based column, 0 if unknown
 */
public record Token(String text, int offset, int length, int line, int column) {

    /** The place of this token as an engine {@link Location}. */
    public Location location() {
        return new Location(offset, length, line, column, null);
    }

    /** A token at an engine {@link Location} (e.g. from the streaming PGN reader). */
    public static Token at(String text, Location location) {
        return new Token(text, location.offset(), location.length() > 0 ? location.length() : text.length(),
                location.line(), location.column());
    }

    /** The end offset (exclusive). */
    public int end() {
        return offset + length;
    }
}
