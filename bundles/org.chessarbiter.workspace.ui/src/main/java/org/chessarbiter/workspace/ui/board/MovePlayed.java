package org.chessarbiter.workspace.ui.board;

import java.util.List;

import org.chessarbiter.rules.Side;

/**
 * A new move made on the board, just before it is written into the scoresheet: what a
 * {@link MovePlayedListener} (the clock) hears.
 *
 * @param before the place of the game the move is played from
 * @param mover the side that made it
 * @param move the move as it is written
 */
public record MovePlayed(GameCursor<?, ?> before, Side mover, String move) {

    /**
     * {@code edit} (writing a move, its caret just after the move) with {@code annotations} written after the
     * move, each after a space (e.g. a {@code {[%clk 1:59:30]}} comment); the caret stays after the move.
     */
    public static TextEdit annotated(TextEdit edit, List<String> annotations) {
        if (annotations.isEmpty()) {
            return edit;
        }
        int split = edit.caret() - edit.offset();
        StringBuilder after = new StringBuilder();
        annotations.forEach(a -> after.append(' ').append(a));
        String text = edit.text().substring(0, split) + after + edit.text().substring(split);
        return new TextEdit(edit.offset(), text, edit.caret());
    }
}
