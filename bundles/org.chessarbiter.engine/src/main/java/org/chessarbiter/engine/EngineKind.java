package org.chessarbiter.engine;

import java.nio.file.Path;
import java.util.Optional;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * The engines of one game: the embedded one, and the UCI engines installed or chosen by the user. The board
 * view picks the kind whose {@link #gameId()} is the id of the game shown ({@code GameKind.id()}), so it
 * needs no {@code if (game == XIANGQI)}.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public interface EngineKind<P extends Position<P, M>, M extends Move> {

    /** The game, as {@code org.chessarbiter.rules.game.GameKind#id()} names it: {@code chess}, {@code xiangqi}. */
    String gameId();

    /** The embedded engine, the noise of its weak levels drawn from {@code seed} (the same seed, the same games). */
    Engine<P, M> embedded(long seed);

    /** The embedded engine with a seed of its own. */
    default Engine<P, M> embedded() {
        return embedded(System.nanoTime());
    }

    /** A UCI engine for this game installed on this machine, if any (the PATH, then where Debian installs games). */
    Optional<Path> findUci();

    /** Starts the UCI engine {@code program} for this game. */
    Engine<P, M> uci(Path program) throws EngineException;
}
