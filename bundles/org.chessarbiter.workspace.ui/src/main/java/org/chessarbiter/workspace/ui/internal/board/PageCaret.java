package org.chessarbiter.workspace.ui.internal.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
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
 * The one caret follower of a workbench page, shared by the views that show the game at the caret (board, move
 * list, clock): it follows the active scoresheet editor, replays the game at the caret off the UI thread when the
 * text changed ({@link GameAtCaret}) and keeps that replay for the document's version, then finds the place of the
 * caret once per caret move ({@link GameCursor#at}, cheap) for all its views. The views served first (the board)
 * get it at once when the editor's selection is set (a click in the outline or the move list, the board's own
 * controls, {@code selectAndReveal}), else (a caret moved by typing or by the keys: the moves come in bursts) in
 * one update after the events of the caret move; the other views in an update of their own after the board's.
 */
final class PageCaret implements IPartListener2 {

    /** One per page; used on the UI thread only. */
    private static final Map<IWorkbenchPage, PageCaret> PAGES = new HashMap<>();

    private final IWorkbenchPage page;
    private final List<EditorFollower> followers = new ArrayList<>();
    private final CaretListener caretListener = event -> caretMoved();
    private final ISelectionChangedListener selectionListener = this::selectionChanged;
    private ITextEditor editor;
    private ITextViewer viewer;
    private DocumentModel model;
    private GameReplay<?, ?> replay;
    private long replayStamp;
    private boolean pending;
    /** The place the views not served first are to show in their update, or null when none is due. */
    private GameCursor<?, ?> forOthers;
    private Job job;

    private PageCaret(IWorkbenchPage page) {
        this.page = page;
    }

    /** The follower of {@code page}'s caret, started for {@code follower} or shared with it. */
    static PageCaret join(IWorkbenchPage page, EditorFollower follower) {
        PageCaret shared = PAGES.computeIfAbsent(page, PageCaret::new);
        shared.followers.add(follower);
        if (shared.followers.size() == 1) {
            page.addPartListener(shared);
            IEditorPart active = page.getActiveEditor();
            if (active != null) {
                shared.attach(active);
            }
        } else {
            shared.caretMoved(); // the view that joined gets the place at the caret
        }
        return shared;
    }

    /** {@code follower} stops following; the last one to leave stops the page's follower. */
    void leave(EditorFollower follower) {
        followers.remove(follower);
        if (followers.isEmpty()) {
            page.removePartListener(this);
            detach();
            PAGES.remove(page);
        }
    }

    ITextEditor editor() {
        return editor;
    }

    DocumentModel model() {
        return model;
    }

    /** Replaces {@code length} characters at {@code offset} of the followed document by {@code text}. */
    boolean replace(int offset, int length, String text) {
        if (editor == null || viewer == null || viewer.getDocument() == null) {
            return false;
        }
        try {
            viewer.getDocument().replace(offset, length, text);
        } catch (BadLocationException e) {
            return false;
        }
        return true;
    }

    /** Puts the followed editor's caret at {@code offset}. */
    void reveal(int offset) {
        if (editor != null && viewer != null && viewer.getTextWidget() != null && !viewer.getTextWidget().isDisposed()) {
            editor.selectAndReveal(offset, 0);
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
            List.copyOf(followers).forEach(EditorFollower::editorClosed);
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
        selections().addSelectionChangedListener(selectionListener);
        caretMoved();
    }

    private void detach() {
        if (viewer != null && viewer.getTextWidget() != null && !viewer.getTextWidget().isDisposed()) {
            viewer.getTextWidget().removeCaretListener(caretListener);
            selections().removeSelectionChangedListener(selectionListener);
        }
        if (job != null) {
            job.cancel();
        }
        editor = null;
        viewer = null;
        model = null;
        replay = null;
        forOthers = null;
    }

    private ISelectionProvider selections() {
        return viewer.getSelectionProvider();
    }

    /**
     * The editor's selection was set (it is settled: the caret listener hears the caret before it): the views
     * served first show the place at once from the replay of this version of the text, when there is one; every
     * view is updated after the events of the move.
     */
    private void selectionChanged(SelectionChangedEvent event) {
        if (event.getSelection() instanceof ITextSelection selection && current(selection.getOffset())) {
            GameCursor<?, ?> cursor = GameCursor.at(replay, selection.getOffset());
            for (EditorFollower follower : List.copyOf(followers)) {
                if (follower.isServedFirst()) {
                    follower.show(cursor);
                }
            }
        }
        caretMoved();
    }

    /** Caret moves come in bursts (typing, holding an arrow key): one update after the burst's events. */
    void caretMoved() {
        StyledText text = viewer == null ? null : viewer.getTextWidget();
        if (pending || text == null || text.isDisposed()) {
            return;
        }
        pending = true;
        text.getDisplay().asyncExec(this::update);
    }

    /** Whether the last replay is of the text as it is now and holds {@code offset}. */
    private boolean current(int offset) {
        return replay != null && model != null && replayStamp == model.stamp() && replay.game().contains(offset);
    }

    private void update() {
        pending = false;
        if (viewer == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
            return;
        }
        int offset = viewer.getSelectedRange().x;
        if (current(offset)) {
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
                return family == EditorFollower.FAMILY;
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

    /**
     * The place found, to the views served first (the board paints it), then to the others in one update after
     * the events that follow, so that their work does not come between the caret move and the board painted.
     */
    private void show(GameCursor<?, ?> cursor) {
        if (cursor == null) {
            return;
        }
        List<EditorFollower> all = List.copyOf(followers);
        all.stream().filter(EditorFollower::isServedFirst).forEach(f -> f.show(cursor));
        if (all.stream().anyMatch(f -> !f.isServedFirst()) && viewer != null) {
            boolean scheduled = forOthers != null;
            forOthers = cursor;
            if (!scheduled) {
                viewer.getTextWidget().getDisplay().asyncExec(this::showOthers);
            }
        }
    }

    private void showOthers() {
        GameCursor<?, ?> cursor = forOthers;
        forOthers = null;
        if (cursor != null && viewer != null) {
            List.copyOf(followers).stream().filter(f -> !f.isServedFirst()).forEach(f -> f.show(cursor));
        }
    }
}
