package org.chessarbiter.engine;

import org.chessarbiter.rules.Move;

/**
 * Hears the progress of a search: one report per completed iteration (embedded engine) or per {@code info}
 * line with a principal variation (UCI engine). Called on the searching thread; keep it short.
 *
 * @param <M> the game's move
 */
@FunctionalInterface
public interface SearchListener<M extends Move> {
    void info(SearchInfo<M> info);
}
