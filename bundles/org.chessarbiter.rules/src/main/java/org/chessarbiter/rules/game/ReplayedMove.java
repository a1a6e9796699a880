package org.chessarbiter.rules.game;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * A written move the engine read and played.
 *
 * @param before the position before it
 * @param move the move
 * @param after the position after it
 * @param notation the notation that read it
 */
public record ReplayedMove<P extends Position<P, M>, M extends Move>(P before, M move, P after,
        MoveNotation<P, M> notation) {
}
