package org.chessarbiter.workspace.ui.internal.board;

import java.util.function.Consumer;

import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MoveNumbering;
import org.chessarbiter.workspace.ui.board.TextEdit;
import org.chessarbiter.workspace.ui.board.TextReplacement;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.swt.custom.CaretListener;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * Follows the caret of the active scoresheet editor (also when the outline moves it): the game at the caret
 * is replayed off the UI thread when its text changed ({@link GameAtCaret}), then the place of the caret in
 * it ({@link GameCursor#at}) is found on the UI thread from the last replay, which is cheap. The board moves
 * the caret back through {@link #reveal}.
 */
public final class EditorFollower implements IPartListener2 {

    /** The family of the jobs that replay a game for the board (tests wait for them). */
    public static final Object FAMILY = EditorFollower.class;

    private final IWorkbenchPage page;
    private final Consumer<GameCursor<?, ?>> target;
    private final CaretListener caretListener = event -> caretMoved();
    private ITextEditor editor;
    private ITextViewer viewer;
    private DocumentModel model;
    private GameReplay<?, ?> replay;
    private long replayStamp;
    private GameCursor<?, ?> shown;
    private boolean pending;
    private Job job;
    private Runnable closed = () -> { };

    /** Follows the editors of {@code page}; shows the place at the caret with {@code target}. */
    public EditorFollower(IWorkbenchPage page, Consumer<GameCursor<?, ?>> target) {
        this.page = page;
        this.target = target;
    }

    /** Runs {@code action} when the editor followed is closed (the game shown has no editor any more). */
    public void onClosed(Runnable action) {
        closed = action;
    }

    public void start() {
        page.addPartListener(this);
        IEditorPart active = page.getActiveEditor();
        if (active != null) {
            attach(active);
        }
    }

    public void stop() {
        page.removePartListener(this);
        detach();
    }

    /** The editor followed now, or null. */
    public ITextEditor editor() {
        return editor;
    }

    /** The model of the followed editor's document, or null. */
    public DocumentModel model() {
        return model;
    }

    /** How the followed scoresheet writes its move numbers ({@link MoveNumbering#PGN} when it writes none or none is followed). */
    public MoveNumbering numbering() {
        return model == null ? MoveNumbering.PGN : GameAtCaret.numbering(model);
    }

    /** Inserts {@code edit} into the followed editor's document and puts the caret after the move written. */
    public boolean write(TextEdit edit) {
        if (editor == null || viewer == null || viewer.getDocument() == null) {
            return false;
        }
        try {
            viewer.getDocument().replace(edit.offset(), 0, edit.text());
        } catch (BadLocationException e) {
            return false;
        }
        editor.selectAndReveal(edit.caret(), 0);
        return true;
    }

    /**
     * Replaces a piece of the followed editor's document (the comment of a move the board annotated), puts the
     * caret at {@code caret} and shows the game again once it is read from the new text.
     */
    public boolean replace(TextReplacement edit, int caret) {
        if (editor == null || viewer == null || viewer.getDocument() == null) {
            return false;
        }
        try {
            viewer.getDocument().replace(edit.offset(), edit.length(), edit.text());
        } catch (BadLocationException e) {
            return false;
        }
        editor.selectAndReveal(caret, 0);
        caretMoved();
        return true;
    }

    /** Moves the followed editor's caret to {@code offset} (the board moved through the game). */
    public void reveal(GameCursor<?, ?> cursor) {
        shown = cursor;
        if (editor != null && viewer != null && viewer.getTextWidget() != null && !viewer.getTextWidget().isDisposed()) {
            editor.selectAndReveal(cursor.caretOffset(), 0);
        }
    }

    @Override
    public void partActivated(IWorkbenchPartReference ref) {
        attachIfEditor(ref);
    }

    @Override
    public void partBroughtToTop(IWorkbenchPartReference ref) {
        attachIfEditor(ref);
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        if (editor != null && ref.getPart(false) == editor) {
            detach();
            shown = null;
            closed.run();
        }
    }

    private void attachIfEditor(IWorkbenchPartReference ref) {
        IWorkbenchPart part = ref.getPart(false);
        if (part instanceof IEditorPart editorPart) {
            attach(editorPart);
        }
    }

    private void attach(IEditorPart part) {
        if (part == editor) {
            return;
        }
        ITextEditor text = part instanceof ITextEditor t ? t : part.getAdapter(ITextEditor.class);
        ITextViewer textViewer = text == null ? null : (ITextViewer) text.getAdapter(ITextOperationTarget.class);
        if (textViewer == null || textViewer.getTextWidget() == null) {
            return;
        }
        DocumentModel found = DocumentModels.get().forDocument(textViewer.getDocument()).orElse(null);
        if (found == null || !GameAtCaret.isScoresheet(found)) {
            return;
        }
        detach();
        editor = text;
        viewer = textViewer;
        model = found;
        replay = null;
        viewer.getTextWidget().addCaretListener(caretListener);
        caretMoved();
    }

    private void detach() {
        if (viewer != null && viewer.getTextWidget() != null && !viewer.getTextWidget().isDisposed()) {
            viewer.getTextWidget().removeCaretListener(caretListener);
        }
        if (job != null) {
            job.cancel();
        }
        editor = null;
        viewer = null;
        model = null;
        replay = null;
    }

    /** Caret moves come in bursts (typing, holding an arrow key): one update after the burst's events. */
    private void caretMoved() {
        StyledText text = viewer == null ? null : viewer.getTextWidget();
        if (pending || text == null || text.isDisposed()) {
            return;
        }
        pending = true;
        text.getDisplay().asyncExec(this::update);
    }

    private void update() {
        pending = false;
        if (viewer == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
            return;
        }
        int offset = viewer.getSelectedRange().x;
        if (replay != null && replayStamp == model.stamp() && replay.game().contains(offset)) {
            show(GameCursor.at(replay, offset));
            return;
        }
        load(model, model.stamp(), offset, viewer.getTextWidget().getDisplay());
    }

    private void load(DocumentModel from, long stamp, int offset, Display display) {
        if (job != null) {
            job.cancel();
        }
        job = new Job(Messages.BoardView_job) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                GameReplay<?, ?> loaded = GameAtCaret.replay(from, offset);
                if (monitor.isCanceled()) {
                    return Status.CANCEL_STATUS;
                }
                display.asyncExec(() -> loaded(from, stamp, loaded));
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == FAMILY;
            }
        };
        job.setSystem(true);
        job.schedule();
    }

    private void loaded(DocumentModel from, long stamp, GameReplay<?, ?> loaded) {
        if (from != model || loaded == null || replay != null && replayStamp == stamp && replay.game().start() == loaded.game().start()) {
            // another editor, no game, or the same game of the same text replayed by an earlier job: nothing new
            return;
        }
        replay = loaded;
        replayStamp = stamp;
        int offset = viewer.getSelectedRange().x;
        if (loaded.game().contains(offset) || stamp != model.stamp()) {
            show(GameCursor.at(loaded, offset));
        } else {
            // the caret is outside every game (before the first, between two): the game found, from its start
            show(GameCursor.at(loaded, loaded.game().start()));
        }
    }

    private void show(GameCursor<?, ?> cursor) {
        if (cursor != null && !cursor.equals(shown)) {
            shown = cursor;
            target.accept(cursor);
        }
    }
}
