package org.chessarbiter.workspace.ui.internal.board;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

import org.chessarbiter.scoresheet.ide.notation.WritingNotation;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MovePlayed;
import org.chessarbiter.workspace.ui.board.MoveNumbering;
import org.chessarbiter.workspace.ui.board.TextEdit;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * What the board's companions (the computer's play, the analysis, the position setup) see of the board view and
 * of the scoresheet it follows: the place shown, the notation new moves are written in, writing into the file the
 * way a hand move is written, and going to a place (the board and the caret together). The board view gives it
 * out as an adapter.
 *
 * @param follower the board's follower of the scoresheet editor
 * @param shown the place shown now (null when the board follows no game)
 * @param go shows a place of the game and moves the caret there
 * @param played tells the board's move listeners (the clock) of a new move: what they write after it
 */
public record BoardLink(EditorFollower follower, Supplier<GameCursor<?, ?>> shown, Consumer<GameCursor<?, ?>> go,
        Function<MovePlayed, List<String>> played) {

    /** The place the board shows, if it follows a game. */
    public Optional<GameCursor<?, ?>> cursor() {
        return Optional.ofNullable(shown.get());
    }

    /** The editor the board follows, or null. */
    public ITextEditor editor() {
        return follower.editor();
    }

    /** The document of the editor the board follows, or null. */
    public IDocument document() {
        ITextEditor editor = follower.editor();
        return editor == null ? null : editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }

    /** The notation the followed scoresheet writes new moves in (null when the board follows none). */
    public WritingNotation writing() {
        return follower.model() == null ? null : follower.model().language().get(WritingNotation.class);
    }

    /** How the followed scoresheet writes its move numbers ({@link MoveNumbering#PGN} when it writes none). */
    public MoveNumbering numbering() {
        return follower.numbering();
    }

    /** Writes {@code edit} into the followed scoresheet, as a hand move is written; false when none is followed. */
    public boolean write(TextEdit edit) {
        return follower.write(edit);
    }

    /**
     * Writes the new move {@code move} ({@code edit}, its caret after the move) into the followed scoresheet with what
     * the board's move listeners write after it, as a move made by hand is written: the computer's move presses the
     * clock too. False when no scoresheet is followed.
     */
    public boolean writeMove(MovePlayed move, TextEdit edit) {
        return follower.write(MovePlayed.annotated(edit, played.apply(move)));
    }
}
