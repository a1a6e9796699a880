package org.chessarbiter.rules;

import java.util.List;

/**
 * A validated, immutable position of a game: a {@link Setup} that passed the game's checks, so every
 * operation on it is defined. Playing a move returns a new position.
 *
 * @param <P> the position type itself (so that {@link #play} returns the concrete type)
 * @param <M> the game's move type
 */
public interface Position<P extends Position<P, M>, M extends Move> {
    /** The side to move. */
    Side turn();

    /** All legal moves of the side to move, in a stable order (empty when the game cannot go on). */
    List<M> legalMoves();

    /** Whether {@code move} is one of {@link #legalMoves()}. */
    default boolean isLegal(M move) {
        return legalMoves().contains(move);
    }

    /**
     * The position after {@code move}. The move must be legal; passing an illegal move is a
     * programming error (callers parse user input into a legal move first).
     */
    P play(M move);

    /** Whether the side to move is in check (chess) / its general is attacked (xiangqi). */
    boolean inCheck();

    /** The raw arrangement of this position, e.g. to edit it or format it. */
    Setup toSetup();
}
