package org.chessarbiter.engine.uci;

import java.util.Map;
import java.util.Optional;
import org.chessarbiter.engine.Score;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * How a UCI engine writes one game: the options that select it, positions as FEN, moves in the engine's
 * coordinates. Each game implements it.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public interface UciDialect<P extends Position<P, M>, M extends Move> {

    /** Options to set once the engine has started, e.g. {@code UCI_Variant = xiangqi}. */
    Map<String, String> options();

    /** The position as the engine reads it after {@code position fen}. */
    String fen(P position);

    /** The move as the engine writes it. */
    String format(M move);

    /** The legal move of {@code position} the engine wrote as {@code text}, empty when it is none. */
    Optional<M> parse(P position, String text);

    /** The score of {@code position}, where the side to move has no legal move: lost ({@code mate 0}) or drawn. */
    Score noMoveScore(P position);
}
