package org.chessarbiter.workspace.ui.internal.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.workspace.ui.board.GameCursor;

/**
 * The game up to a place of it, as an engine takes it ({@link History}: the first position, set up or standard,
 * and the moves played since): the moves of the line the place is in and, for a variation, of the lines it
 * branches from, so that a repetition reaching back into the game counts.
 */
final class GameLine {

    private GameLine() {
    }

    /** The game up to {@code cursor}; null when its position is unknown. */
    static <P extends Position<P, M>, M extends Move> History<P, M> of(GameCursor<P, M> cursor) {
        P position = cursor.position();
        if (position == null) {
            return null;
        }
        Deque<ReplayedMove<P, M>> played = new ArrayDeque<>();
        GameCursor<P, M> at = cursor;
        for (Optional<ReplayedMove<P, M>> last = at.lastMove(); last.isPresent(); last = at.lastMove()) {
            played.addFirst(last.get());
            GameCursor<P, M> before = at.previous();
            if (before.equals(at)) {
                break;
            }
            at = before;
        }
        if (played.isEmpty()) {
            return History.of(position);
        }
        List<P> positions = new ArrayList<>();
        List<M> moves = new ArrayList<>();
        positions.add(played.getFirst().before());
        for (ReplayedMove<P, M> move : played) {
            moves.add(move.move());
            positions.add(move.after());
        }
        return new History<>(positions, moves);
    }
}
