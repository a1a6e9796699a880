package org.chessarbiter.workspace.ui.board;

import java.util.Optional;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;

/**
 * What the board shows of a position: the pieces, the side to move, the squares of the last move and the
 * square of a king (general) in check.
 *
 * @param shape the board
 * @param picture the pieces
 * @param turn the side to move
 * @param from where the last move came from, if there was one
 * @param to where the last move went, if there was one
 * @param check the square of the side to move's king or general when it is in check
 */
public record BoardState(BoardShape shape, BoardPicture picture, Side turn, Optional<Square> from, Optional<Square> to,
        Optional<Square> check) {

    /** The start position of a game on a board of {@code shape}. */
    public static BoardState start(BoardShape shape) {
        return new BoardState(shape, shape.start(), Side.FIRST, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** A board of {@code shape} without pieces: what is shown before any game was followed. */
    public static BoardState empty(BoardShape shape) {
        BoardPicture none = BoardPicture.of(shape, shape == BoardShape.CHESS ? "8/8/8/8/8/8/8/8" : "9/9/9/9/9/9/9/9/9/9")
                .orElseThrow();
        return new BoardState(shape, none, Side.FIRST, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** The state at {@code cursor}; empty when its position is unknown. */
    public static <P extends Position<P, M>, M extends Move> Optional<BoardState> of(GameCursor<P, M> cursor) {
        P position = cursor.position();
        if (position == null) {
            return Optional.empty();
        }
        BoardShape shape = BoardShape.forGame(cursor.replay().kind().id());
        String placement = cursor.replay().kind().fen(position).trim().split("\\s+")[0];
        Optional<BoardPicture> picture = BoardPicture.of(shape, placement);
        if (picture.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> last = cursor.lastMove().map(m -> m.move().coordinates());
        Side turn = position.turn();
        Optional<Square> check = position.inCheck() ? picture.get().find(turn == Side.FIRST ? 'K' : 'k') : Optional.empty();
        return Optional.of(new BoardState(shape, picture.get(), turn, last.flatMap(c -> shape.square(c, 0)),
                last.flatMap(c -> shape.square(c, 2)), check));
    }
}
