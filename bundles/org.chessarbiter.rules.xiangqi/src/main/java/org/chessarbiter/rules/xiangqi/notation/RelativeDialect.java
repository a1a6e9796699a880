package org.chessarbiter.rules.xiangqi.notation;

/**
 * One way of writing the relative notation of Điều 11.2: its words ({@link #vocabulary()}) and how
 * it writes a described move ({@link #render(RelativeMove)}). {@link RelativeNotation} turns a
 * dialect into a parse/format pair.
 */
public interface RelativeDialect {
    /** A stable identifier, e.g. {@code vi-short}, {@code wxf}. */
    String id();

    /** The words the dialect reads, with their tokens. */
    Vocabulary vocabulary();

    /** The canonical text of a move. */
    String render(RelativeMove move);
}
