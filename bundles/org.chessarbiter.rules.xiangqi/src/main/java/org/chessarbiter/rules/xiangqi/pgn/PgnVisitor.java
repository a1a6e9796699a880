package org.chessarbiter.rules.xiangqi.pgn;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;

/**
 * Receives the parts of PGN games as {@link PgnReader} streams them (nothing is loaded whole), in
 * the same shape as the chess PGN visitor. All methods have empty defaults. Locations are offsets,
 * lines and columns in the PGN input.
 */
public interface PgnVisitor {
    /** A game starts. */
    default void beginGame(Location location) {
    }

    /** A tag pair, e.g. {@code [Red "Hứa Ngân Xuyên"]}. */
    default void tag(String name, String value, Location location) {
    }

    /** The tag section is over; movetext follows. */
    default void endTags() {
    }

    /** A move token as written (ICCS, WXF, Chinese, Vietnamese short or coordinate form). */
    default void move(String text, Location location) {
    }

    /** A numeric annotation glyph {@code $n}. */
    default void nag(int nag, Location location) {
    }

    /** A {@code {...}} or {@code ;} comment. */
    default void comment(String text, Location location) {
    }

    /** A variation opens: an alternative to the last move of the enclosing line. */
    default void beginVariation(Location location) {
    }

    /** The innermost variation closes. */
    default void endVariation(Location location) {
    }

    /** The termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    default void result(String result, Location location) {
    }

    /** A problem of the PGN text itself. */
    default void problem(Problem problem) {
    }

    /** The game is over (also at end of input without a termination marker). */
    default void endGame() {
    }
}
