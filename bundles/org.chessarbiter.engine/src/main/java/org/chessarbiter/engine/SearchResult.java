package org.chessarbiter.engine;

import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Move;

/**
 * What a search found.
 *
 * @param bestMove the move to play, empty when the side to move has no legal move (the game is over)
 * @param score the score for the side to move at the root
 * @param pv the principal variation (starts with the best move; legal moves from the root)
 * @param depth the depth of the last completed iteration, in plies
 * @param nodes the positions visited (0 when the engine does not say)
 */
public record SearchResult<M extends Move>(Optional<M> bestMove, Score score, List<M> pv, int depth, long nodes) {

    public SearchResult {
        pv = List.copyOf(pv);
    }

    /** The result for a position without a legal move. */
    public static <M extends Move> SearchResult<M> noMove(Score score) {
        return new SearchResult<>(Optional.empty(), score, List.of(), 0, 0);
    }
}
