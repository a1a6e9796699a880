package org.chessarbiter.engine.search;

import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * What the embedded engine needs of one game: its search board for a game so far, and the value of a
 * packed move. Each game's engine package implements it (no {@code if (game == XIANGQI)}).
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public interface SearchGame<P extends Position<P, M>, M extends Move> {

    /** A search board at the end of {@code game}, the game's moves made on it (for repetitions). */
    SearchBoard board(History<P, M> game);

    /** The move of a packed move of the search board. */
    M move(int packed);
}
