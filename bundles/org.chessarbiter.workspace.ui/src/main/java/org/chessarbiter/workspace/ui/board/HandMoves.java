package org.chessarbiter.workspace.ui.board;

import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * Moves made by clicking on the board, read from the position's legal moves by the squares they name in the
 * game's coordinate notation: where a piece may go, and the move from one square to another (a pawn reaching
 * the last rank becomes a queen).
 */
public final class HandMoves {

    private HandMoves() {
    }

    /** The squares the piece on {@code from} may go to. */
    public static <P extends Position<P, M>, M extends Move> Set<Square> targets(P position, BoardShape shape, Square from) {
        Set<Square> targets = new LinkedHashSet<>();
        for (M move : position.legalMoves()) {
            String c = move.coordinates();
            if (shape.square(c, 0).filter(from::equals).isPresent()) {
                shape.square(c, 2).ifPresent(targets::add);
            }
        }
        return targets;
    }

    /** The legal move from {@code from} to {@code to}, if there is one (a promotion to a queen first). */
    public static <P extends Position<P, M>, M extends Move> Optional<M> move(P position, BoardShape shape, Square from, Square to) {
        M found = null;
        for (M move : position.legalMoves()) {
            String c = move.coordinates();
            if (shape.square(c, 0).filter(from::equals).isPresent() && shape.square(c, 2).filter(to::equals).isPresent()) {
                if (found == null || c.endsWith("q")) {
                    found = move;
                }
            }
        }
        return Optional.ofNullable(found);
    }
}
