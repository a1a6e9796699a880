package org.chessarbiter.engine;

import java.util.List;
import org.chessarbiter.rules.Move;

/**
 * A progress report of a search.
 *
 * @param depth the nominal depth reached, in plies
 * @param score the score of the principal variation, for the side to move at the root
 * @param pv the principal variation: legal moves from the root position, the first the best
 * @param nodes the positions visited so far (0 when the engine does not say)
 * @param millis the time spent so far
 */
public record SearchInfo<M extends Move>(int depth, Score score, List<M> pv, long nodes, long millis) {

    public SearchInfo {
        pv = List.copyOf(pv);
    }
}
