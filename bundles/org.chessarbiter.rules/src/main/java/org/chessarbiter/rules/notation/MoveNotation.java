package org.chessarbiter.rules.notation;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Position;

/**
 * A way of writing moves (SAN in some locale, UCI, xiangqi traditional notation, ICCS, ...): a
 * parse/format pair over positions. Parsing is lenient (accepts the variants people write) and
 * returns errors as values with their location in {@code text}: {@code INVALID_SYNTAX} when the
 * text is not a move in this notation, {@code ILLEGAL} when it names no legal move, and
 * {@code AMBIGUOUS} with the candidate moves when it names several. Formatting is canonical, and
 * {@code parse(p, format(p, m))} gives {@code m} back for every legal move {@code m}.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public interface MoveNotation<P extends Position<P, M>, M extends Move> {

    /** A stable identifier, e.g. {@code san-vi}, {@code uci}, {@code iccs}. */
    String id();

    /** Reads {@code text} as a legal move of {@code position}. Never throws. */
    ParseResult<M> parse(P position, CharSequence text);

    /** Writes the legal {@code move} of {@code position} canonically. */
    String format(P position, M move);

    /**
     * What alone decides how this notation reads {@code text}, when that is known: notations that give equal keys
     * for a text read it alike in every position (the same move, or the same problem), so one of them reads it for
     * all (a chess pawn move reads alike in the SAN of every language). Null, the default, when it is not known.
     */
    default Object readsAlikeAs(CharSequence text) {
        return null;
    }
}
