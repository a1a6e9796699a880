package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Predicate;

import org.chessarbiter.workspace.ui.BoardView;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.Square;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * What the board view's tests start from: the Tournament perspective, reset, with its board, and a project
 * of the test's own that is deleted afterwards with the editors closed and the board view closed (the next
 * test gets a new one).
 */
abstract class BoardViewFixture {

    IWorkbenchPage page;
    IProject project;
    BoardView view;

    @BeforeEach
    void openPerspectiveAndProject() throws Exception {
        page = Ui.tournamentPerspective();
        project = Ui.openProject("board-" + getClass().getSimpleName());
        view = (BoardView) page.showView(BoardView.ID);
        assertNotNull(view, "the board view is in the Tournament perspective");
        if (view.isFlipped()) {
            // the view keeps its choices when it is closed and opened again: every test starts with White / Red at the bottom
            view.flip();
        }
    }

    @AfterEach
    void closeEverything() throws Exception {
        page.closeAllEditors(false);
        page.hideView(view);
        project.delete(true, true, new NullProgressMonitor());
    }

    /** A scoresheet of the test's project with {@code text}, opened in the scoresheet editor. */
    ITextEditor open(String name, String text) throws Exception {
        IFile file = project.getFile(name);
        file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, new NullProgressMonitor());
        file.setCharset("UTF-8", new NullProgressMonitor());
        return (ITextEditor) page.openEditor(new FileEditorInput(file), "org.eclipse.ui.genericeditor.GenericEditor", true,
                IWorkbenchPage.MATCH_INPUT | IWorkbenchPage.MATCH_ID);
    }

    /** Puts the editor's caret at {@code offset}, as a click in the text does, and waits until the board shows {@code what}. */
    void caret(ITextEditor editor, int offset, Predicate<GameCursor<?, ?>> shown, String what) {
        editor.selectAndReveal(offset, 0);
        waitForBoard(shown, what);
    }

    void waitForBoard(Predicate<GameCursor<?, ?>> shown, String what) {
        Ui.waitUntil(() -> view.cursor().filter(shown).isPresent(), what);
    }

    /** The editor's caret offset. */
    static int caretOf(ITextEditor editor) {
        return ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset();
    }

    /** Where {@code move} ends in {@code text}, searched from {@code from}. */
    static int end(String text, String move, int from) {
        return GameCursorTest.end(text, move, from);
    }

    /** The window with the editor and the board, saved as {@code name}.png. */
    void screenshot(String name) {
        view.canvas().redraw();
        Screenshots.save(Ui.capture(view.canvas().getShell()), name);
        Screenshots.save(Screenshots.capture(view.canvas()), name + "-board");
    }

    /** A left click at the centre of {@code square}, once the board is laid out and painted as it is now. */
    void click(Square square) {
        BoardClicks.click(view, square);
    }
}
