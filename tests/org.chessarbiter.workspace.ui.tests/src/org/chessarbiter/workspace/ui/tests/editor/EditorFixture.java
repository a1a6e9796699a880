package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.ui.TournamentEditor;
import org.chessarbiter.workspace.op.ManualAssessment;
import org.chessarbiter.workspace.op.ManualPairing;
import org.chessarbiter.workspace.op.SwapOpponents;
import org.chessarbiter.workspace.op.TournamentStore;
import org.chessarbiter.workspace.ui.tests.Screenshots;
import org.chessarbiter.workspace.ui.tests.Ui;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;

/**
 * What the tournament editor's tests start from: a project of the test's own holding a tournament
 * state ({@code *.tournament}, converted headlessly from an example TRF) with its regulations beside
 * it, opened in the editor; deleted afterwards.
 */
abstract class EditorFixture {

    static final Path ROOT = Path.of(System.getProperty("arbiter.root", "../.."));
    static final Path OPEN = ROOT.resolve("examples/workspace/co-vua-mo-rong-2026");

    IWorkbenchPage page;
    IProject project;
    IFile file;
    TournamentEditor editor;

    /** Opens {@code state} (written as {@code name}) with the regulations of the example beside it (citing the law library), once read. */
    TournamentEditor open(String projectName, Tournament state, String name) throws Exception {
        write(projectName, state, name);
        openWritten();
        Ui.waitUntil(editor::loaded, "the tournament read");
        return editor;
    }

    /** Writes {@code state} as {@code name} in a project of its own, with the regulations and law of the example beside it. */
    void write(String projectName, Tournament state, String name) throws Exception {
        page = Ui.tournamentPerspective();
        project = Ui.openProject(projectName);
        Path folder = project.getLocation().toFile().toPath();
        for (String beside : new String[] { "dieu-le.dieule" }) {
            Files.copy(OPEN.resolve(beside), folder.resolve(beside), StandardCopyOption.REPLACE_EXISTING);
        }
        ParseResult<Path> saved = TournamentStore.save(folder.resolve(name), state);
        assertTrue(saved.isOk(), saved.problems().toString());
        project.refreshLocal(IResource.DEPTH_INFINITE, new NullProgressMonitor());
        file = project.getFile(name);
    }

    /** Opens the file written in the editor, maximized; a large one is still being read when this returns. */
    TournamentEditor openWritten() throws Exception {
        return openEditor(file);
    }

    /** Opens {@code state} of {@link #project} in the tournament editor, which takes the window (a large file still being read). */
    TournamentEditor openEditor(IFile state) throws Exception {
        openInPlace(state);
        maximize();
        return editor;
    }

    /** Opens {@code state} of {@link #project} in the tournament editor where the workbench puts it (a large file still being read). */
    TournamentEditor openInPlace(IFile state) throws Exception {
        file = state;
        editor = assertInstanceOf(TournamentEditor.class, IDE.openEditor(page, file));
        return editor;
    }

    /** The editor takes the window, as an arbiter works. */
    void maximize() {
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
    }

    /** The tournament as the editor holds it. */
    Tournament plain() {
        return editor.document().plain().value();
    }

    /** Two rows of round {@code r} of the editor's tournament whose swap of opponents the pairing checker grades {@code grade}. */
    int[] swapGraded(Round r, ChangeGrade grade) {
        for (int i = 0; i < r.pairings().size(); i++) {
            for (int j = i + 1; j < r.pairings().size(); j++) {
                ParseResult<ManualAssessment> a = ManualPairing.assess(plain(),
                        new SwapOpponents(r.number(), r.pairings().get(i).board(), r.pairings().get(j).board()));
                if (a.isOk() && a.value().grade() == grade) {
                    return new int[] { i, j };
                }
            }
        }
        throw new AssertionError("no swap of round " + r.number() + " graded " + grade);
    }

    /** The example open tournament (40 players, 9 rounds, 3 played, one result of round 3 missing). */
    static Tournament example() {
        ParseResult<Tournament> t = TournamentStore.load(OPEN.resolve("co-vua-mo-rong-2026.trf"));
        assertTrue(t.isOk(), t.problems().toString());
        return t.value();
    }

    /** Reads the saved state back headlessly. */
    Tournament saved() {
        ParseResult<Tournament> t = TournamentStore.load(file.getLocation().toFile().toPath());
        assertTrue(t.isOk(), t.problems().toString());
        return t.value();
    }

    /** Runs a workbench command as the menu, the toolbar or a key binding does. */
    void command(String id) throws Exception {
        editor.getSite().getService(IHandlerService.class).executeCommand(id, null);
    }

    /** Types one character into a control, as the keyboard does. */
    static void type(Control control, char c) {
        Event e = new Event();
        e.character = c;
        e.keyCode = c;
        e.doit = true;
        control.notifyListeners(SWT.KeyDown, e);
    }

    /** A picture of the whole window, saved under the screenshots directory. */
    void screenshot(String name) {
        Screenshots.save(Ui.capture(page.getWorkbenchWindow().getShell()), name);
    }

    @AfterEach
    void closeAndDelete() throws Exception {
        if (page != null) {
            page.closeAllEditors(false);
        }
        if (project != null) {
            project.delete(true, true, new NullProgressMonitor());
        }
    }
}
