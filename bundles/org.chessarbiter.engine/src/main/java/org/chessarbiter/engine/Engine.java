package org.chessarbiter.engine;

import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * A game-playing engine for one game: the embedded search on the project's own move generators, or an
 * external UCI engine. The board view switches between them through this interface alone.
 *
 * <p>{@link #search} blocks the calling thread (run it off the UI thread); {@link #stop()} from any
 * other thread, or an interrupt of the searching thread, makes it return soon with the best move found
 * so far. One search at a time per engine.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public interface Engine<P extends Position<P, M>, M extends Move> extends AutoCloseable {

    /** The engine's name as it introduces itself (for the user, e.g. in the analysis panel). */
    String name();

    /**
     * The best move for the side to move at the end of {@code game} (the positions before it count for
     * repetition), within {@code limits}. {@code listener} hears each completed iteration.
     *
     * @return the move (empty when the side to move has no legal move), its score and principal variation
     * @throws EngineException when an external engine fails (does not start, dies, answers nonsense, or
     *     exceeds its time by far)
     */
    SearchResult<M> search(History<P, M> game, SearchLimits limits, SearchListener<M> listener) throws EngineException;

    /** The best move for the side to move at the end of {@code game}, without progress reports. */
    default SearchResult<M> search(History<P, M> game, SearchLimits limits) throws EngineException {
        return search(game, limits, info -> {
        });
    }

    /** Asks a running search to return now with its best move so far; does nothing when none runs. */
    void stop();

    /** Releases what the engine holds (the external process of a UCI engine). */
    @Override
    void close();
}
