package org.chessarbiter.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The positions of a game from its start (or set-up) position, and the moves between them:
 * {@code positions.size() == moves.size() + 1}; {@code positions.get(i + 1)} is
 * {@code positions.get(i)} after {@code moves.get(i)}. Repetition rules read it.
 */
public record History<P extends Position<P, M>, M extends Move>(List<P> positions, List<M> moves) {

    public History {
        positions = List.copyOf(positions);
        moves = List.copyOf(moves);
        if (positions.size() != moves.size() + 1) {
            throw new IllegalArgumentException("positions.size() must be moves.size() + 1");
        }
    }

    /** A history of one position and no moves. */
    public static <P extends Position<P, M>, M extends Move> History<P, M> of(P start) {
        return new History<>(List.of(start), List.of());
    }

    /** The last (current) position. */
    public P current() {
        return positions.get(positions.size() - 1);
    }

    /** This history with one more legal move played. */
    public History<P, M> play(M move) {
        List<P> ps = new ArrayList<>(positions);
        ps.add(current().play(move));
        List<M> ms = new ArrayList<>(moves);
        ms.add(move);
        return new History<>(ps, ms);
    }
}
