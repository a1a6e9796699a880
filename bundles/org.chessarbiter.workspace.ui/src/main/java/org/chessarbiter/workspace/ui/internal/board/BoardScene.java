package org.chessarbiter.workspace.ui.internal.board;

import java.util.Optional;
import java.util.Set;

import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.CoordinateStyle;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.board.XiangqiLabels;

/**
 * Everything one paint of the board shows.
 *
 * @param state the position and its highlights
 * @param flipped whether the second side is at the bottom
 * @param coordinates how the edges are labelled
 * @param labels what is written on xiangqi pieces
 * @param selected the piece picked up by a click, if any
 * @param targets where the picked-up piece may go
 * @param dragged the picked-up piece following the pointer, if it is dragged
 */
public record BoardScene(BoardState state, boolean flipped, CoordinateStyle coordinates, XiangqiLabels labels,
        Optional<Square> selected, Set<Square> targets, Optional<Dragged> dragged) {

    /** A scene without a piece dragged. */
    public BoardScene(BoardState state, boolean flipped, CoordinateStyle coordinates, XiangqiLabels labels,
            Optional<Square> selected, Set<Square> targets) {
        this(state, flipped, coordinates, labels, selected, targets, Optional.empty());
    }

    /**
     * A piece dragged from its square: drawn under the pointer instead of on its square.
     *
     * @param from the square it was picked up from
     * @param x the pointer's x in the canvas
     * @param y the pointer's y in the canvas
     */
    public record Dragged(Square from, int x, int y) {
    }
}
