package org.chessarbiter.rules;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The positions of a game from its start (or set-up) position, and the moves between them:
 * {@code positions.size() == moves.size() + 1}; {@code positions.get(i + 1)} is
 * {@code positions.get(i)} after {@code moves.get(i)}. Repetition rules read it.
 */
public record History<P extends Position<P, M>, M extends Move>(List<P> positions, List<M> moves) {

    public History {
        positions = positions instanceof Prefix ? positions : List.copyOf(positions);
        moves = moves instanceof Prefix ? moves : List.copyOf(moves);
        if (positions.size() != moves.size() + 1) {
            throw new IllegalArgumentException("positions.size() must be moves.size() + 1");
        }
    }

    /** A history of one position and no moves. */
    public static <P extends Position<P, M>, M extends Move> History<P, M> of(P start) {
        return new History<>(List.of(start), List.of());
    }

    /**
     * The history of the positions and moves {@code positions} and {@code moves} hold now, without copying them:
     * for a caller that replays a line and asks the rules after every move, which only ever appends to these two
     * lists (what they hold now never changes; copying them after every move costs time that grows with the game).
     */
    public static <P extends Position<P, M>, M extends Move> History<P, M> ofGrowing(List<P> positions, List<M> moves) {
        return new History<>(new Prefix<>(positions), new Prefix<>(moves));
    }

    /** The first elements of a list that is only appended to, as they are when the view is made: unmodifiable. */
    private static final class Prefix<E> extends AbstractList<E> implements RandomAccess {
        private final List<E> list;
        private final int size;

        Prefix(List<E> list) {
            this.list = list;
            this.size = list.size();
        }

        @Override
        public E get(int index) {
            return list.get(Objects.checkIndex(index, size));
        }

        @Override
        public int size() {
            return size;
        }
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
