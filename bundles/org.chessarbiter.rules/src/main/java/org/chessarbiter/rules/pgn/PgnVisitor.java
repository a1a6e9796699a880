package org.chessarbiter.rules.pgn;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;

/**
 * Receives the parts of PGN games as {@link PgnReader} streams them (nothing is loaded whole). All
 * methods have empty defaults; a visitor overrides what it needs. Locations are offsets, lines and
 * columns in the PGN input.
 */
public interface PgnVisitor {
    /** A game starts at {@code location}. */
    default void beginGame(Location location) {
    }

    /** A tag pair, e.g. {@code [White "Kasparov"]}. */
    default void tag(String name, String value, Location location) {
    }

    /** The tag section is over; movetext follows. */
    default void endTags() {
    }

    /** A move token as written (SAN in any supported form; suffixes such as {@code +} or {@code !?} kept). */
    default void move(String san, Location location) {
    }

    /** A move number as written ({@code 12.}, {@code 12...}, the bare {@code 9} of scoresheets), before its move. */
    default void moveNumber(String text, Location location) {
    }

    /** A draw offer recorded on the scoresheet as {@code (=)} (FIDE 2018 8.1.5, 9.1.2.2), after the move it follows. */
    default void drawOffer(Location location) {
    }

    /** A numeric annotation glyph ({@code $1}, or {@code !} etc. written apart from the move). */
    default void nag(int nag, Location location) {
    }

    /** A {@code {...}} or {@code ;} comment, commands included. */
    default void comment(String text, Location location) {
    }

    /**
     * A {@code {...}} comment as written, between its braces (a closing one is there even when the input ended
     * first): by default told to {@link #comment} without them; a visitor that keeps comments as written takes this
     * string as it is.
     */
    default void braceComment(String written, Location location) {
        comment(written.substring(1, written.length() - 1), location);
    }

    /**
     * Where the name of the tag pair told next ({@link #tag}) is written (after its {@code [} and any blanks): for a
     * rule on the names, e.g. a name repeated in a game.
     */
    default void tagName(String name, Location location) {
    }

    /** A command inside a comment, e.g. {@code [%clk 1:05:00]} gives ("clk", "1:05:00"). */
    default void command(String name, String arguments, Location location) {
    }

    /**
     * Whether this visitor is told the commands inside comments ({@link #command}); a visitor that reads them
     * from the comment's text itself says no, and the reader does not split them out.
     */
    default boolean readsCommands() {
        return true;
    }

    /** A variation {@code (} opens: an alternative to the last move of the enclosing line. */
    default void beginVariation(Location location) {
    }

    /** The innermost variation closes. */
    default void endVariation(Location location) {
    }

    /** The game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    default void result(String result, Location location) {
    }

    /** A problem of the PGN text itself (syntax, tolerated quirks). */
    default void problem(Problem problem) {
    }

    /** The game is over (also called at end of input for a game without termination marker). */
    default void endGame() {
    }
}
