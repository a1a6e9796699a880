package org.chessarbiter.workspace.ui.internal.board;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.viewer.ViewerMessages;
import org.eclipse.osgi.util.NLS;

/** The line under the board: the move last played as written, in a variation or not, and the side to move. */
public final class BoardStatus {

    private BoardStatus() {
    }

    /**
     * The status of {@code state}, reached at {@code cursor} (null when the board follows no game); an empty board
     * that follows no game says that there is no game here (no scoresheet editor was active yet).
     */
    public static String of(BoardState state, GameCursor<?, ?> cursor) {
        if (cursor == null && state.picture().isEmpty()) {
            return ViewerMessages.Board_noGameHere;
        }
        String side = side(state.shape(), state.turn());
        if (cursor == null || cursor.node() == null) {
            return NLS.bind(Messages.BoardView_statusStart, side);
        }
        String move = written(cursor);
        return NLS.bind(cursor.inVariation() ? Messages.BoardView_statusVariation : Messages.BoardView_status, move, side);
    }

    /** The name of a side as its game names it: White / Black, or Red / Black (Trắng / Đen, Đỏ / Đen). */
    public static String side(BoardShape shape, Side side) {
        if (shape == BoardShape.XIANGQI) {
            return side == Side.FIRST ? Messages.BoardView_red : Messages.BoardView_blackXiangqi;
        }
        return side == Side.FIRST ? Messages.BoardView_white : Messages.BoardView_black;
    }

    private static <P extends Position<P, M>, M extends Move> String written(GameCursor<P, M> cursor) {
        WrittenNode node = cursor.node();
        ReplayedMove<P, M> move = cursor.lastMove().orElseThrow();
        int number = cursor.replay().kind().moveNumber(move.before());
        String dots = move.before().turn() == Side.FIRST ? "." : "...";
        return number + dots + " " + node.move().text();
    }
}
