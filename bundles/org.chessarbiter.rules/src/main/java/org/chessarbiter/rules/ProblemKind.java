package org.chessarbiter.rules;

/** What kind of error a {@link Problem} is. */
public enum ProblemKind {
    /** The text cannot be read: not a move, not a FEN, a bad tag... */
    INVALID_SYNTAX,
    /** Read fine, but the rules forbid it: an illegal move, an impossible setup. */
    ILLEGAL,
    /** Read fine, but it fits several legal moves; the problem lists them as candidates. */
    AMBIGUOUS,
    /** Each part is valid but they contradict each other, e.g. a Result tag and a checkmate. */
    INCONSISTENT,
    /** The input could not be read, or the output could not be written (a file system error). */
    IO
}
