package org.chessarbiter.rules;

/** What kind of error a {@link Problem} is. */
public enum ProblemKind {
    /** The text cannot be read: not a move, not a FEN, a bad tag... */
    INVALID_SYNTAX,
    /**
     * Read fine, but the rules forbid it: an illegal move, an impossible setup, a request the rules do
     * not allow (a start number used twice, a round past the last one).
     */
    ILLEGAL,
    /** Read fine, but it fits several legal moves; the problem lists them as candidates. */
    AMBIGUOUS,
    /** Each part is valid but they contradict each other, e.g. a Result tag and a checkmate. */
    INCONSISTENT,
    /** The input could not be read, or the output could not be written (a file system error). */
    IO,
    /**
     * Valid and consistent, but nothing satisfies the constraints: e.g. no pairing of the round meets
     * the absolute criteria.
     */
    NO_SOLUTION,
    /** Valid, but it asks for something this implementation does not do (e.g. an option a pairing system lacks). */
    UNSUPPORTED
}
