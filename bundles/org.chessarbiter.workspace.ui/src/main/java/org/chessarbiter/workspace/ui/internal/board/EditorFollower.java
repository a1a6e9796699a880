package org.chessarbiter.workspace.ui.internal.board;

import java.util.function.Consumer;

import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MoveNumbering;
import org.chessarbiter.workspace.ui.board.TextEdit;
import org.chessarbiter.workspace.ui.board.TextReplacement;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * A view's share of the page's caret follower ({@link PageCaret}): the place at the caret of the active scoresheet
 * editor (also when the outline moves it), found once for all the views that follow it, is shown with the view's
 * target when it is not the place the view shows already. The board is served first ({@link #servedFirst}); the
 * views move the caret back through {@link #reveal}.
 */
public final class EditorFollower {

    /** The family of the jobs that replay a game for the board (tests wait for them). */
    public static final Object FAMILY = EditorFollower.class;

    private final IWorkbenchPage page;
    private final Consumer<GameCursor<?, ?>> target;
    private PageCaret shared;
    private boolean first;
    private GameCursor<?, ?> shown;
    private Runnable closed = () -> { };

    /** Follows the editors of {@code page}; shows the place at the caret with {@code target}. */
    public EditorFollower(IWorkbenchPage page, Consumer<GameCursor<?, ?>> target) {
        this.page = page;
        this.target = target;
    }

    /**
     * This view is served before the others, at once when the editor's selection is set (the board: what the
     * user watches while going through the game); the other views follow after the caret move's events.
     */
    public EditorFollower servedFirst() {
        first = true;
        return this;
    }

    boolean isServedFirst() {
        return first;
    }

    /** Runs {@code action} when the editor followed is closed (the game shown has no editor any more). */
    public void onClosed(Runnable action) {
        closed = action;
    }

    public void start() {
        if (shared == null) {
            shared = PageCaret.join(page, this);
        }
    }

    public void stop() {
        if (shared != null) {
            shared.leave(this);
            shared = null;
        }
    }

    /** The editor followed now, or null. */
    public ITextEditor editor() {
        return shared == null ? null : shared.editor();
    }

    /** The model of the followed editor's document, or null. */
    public DocumentModel model() {
        return shared == null ? null : shared.model();
    }

    /** How the followed scoresheet writes its move numbers ({@link MoveNumbering#PGN} when it writes none or none is followed). */
    public MoveNumbering numbering() {
        DocumentModel model = model();
        return model == null ? MoveNumbering.PGN : GameAtCaret.numbering(model);
    }

    /** Inserts {@code edit} into the followed editor's document and puts the caret after the move written. */
    public boolean write(TextEdit edit) {
        if (shared == null || !shared.replace(edit.offset(), 0, edit.text())) {
            return false;
        }
        editor().selectAndReveal(edit.caret(), 0);
        return true;
    }

    /**
     * Replaces a piece of the followed editor's document (the comment of a move the board annotated), puts the
     * caret at {@code caret} and shows the game again once it is read from the new text.
     */
    public boolean replace(TextReplacement edit, int caret) {
        if (shared == null || !shared.replace(edit.offset(), edit.length(), edit.text())) {
            return false;
        }
        editor().selectAndReveal(caret, 0);
        shared.caretMoved();
        return true;
    }

    /** Moves the followed editor's caret to {@code offset} (the view moved through the game). */
    public void reveal(GameCursor<?, ?> cursor) {
        shown = cursor;
        if (shared != null) {
            shared.reveal(cursor.caretOffset());
        }
    }

    /** Shows {@code cursor} with the view's target, unless the view shows it already. */
    void show(GameCursor<?, ?> cursor) {
        if (cursor != null && !cursor.equals(shown)) {
            shown = cursor;
            target.accept(cursor);
        }
    }

    /** The followed editor was closed. */
    void editorClosed() {
        shown = null;
        closed.run();
    }
}
