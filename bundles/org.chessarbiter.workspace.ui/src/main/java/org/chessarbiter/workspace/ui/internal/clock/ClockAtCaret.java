package org.chessarbiter.workspace.ui.internal.clock;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.clock.MatePossibility;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MoveInsertion;
import org.chessarbiter.workspace.ui.board.TextEdit;

/** What the clock view needs of the place of the game at the caret: where an incident is written, who can still mate. */
public final class ClockAtCaret {

    private ClockAtCaret() {
    }

    /**
     * The incident comment after the move at the caret and what is attached to it (before the first move at the
     * start); the caret goes after the comment, still at the same place of the game, so that the views that follow
     * the caret read the game again.
     */
    public static TextEdit incidentEdit(GameCursor<?, ?> at, String comment) {
        WrittenNode node = at.node();
        if (node == null) {
            int offset = at.caretOffset();
            return new TextEdit(offset, comment + " ", offset + comment.length());
        }
        int offset = MoveInsertion.endOfAttachments(node);
        return new TextEdit(offset, " " + comment, offset + comment.length() + 1);
    }

    /** Whether each side can still mate in the position at {@code place}, as the game's rules engine says (FIDE 2018 6.9). */
    public static <P extends Position<P, M>, M extends Move> MatePossibility mate(GameCursor<P, M> place) {
        P position = place.position();
        return position == null ? MatePossibility.ALWAYS : place.replay().kind().matePossibility(position);
    }
}
