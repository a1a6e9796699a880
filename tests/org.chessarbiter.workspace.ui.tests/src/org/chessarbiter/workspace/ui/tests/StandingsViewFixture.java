package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;

import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.ui.StandingsView;
import org.chessarbiter.workspace.ui.internal.StandingsPreferences;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * What the standings view's tests start from: the Tournament perspective, reset, with its standings view, and a
 * project of the test's own that is deleted afterwards.
 */
abstract class StandingsViewFixture {

    static final Path ROOT = Path.of(System.getProperty("arbiter.root", "../.."));
    static final Path EXAMPLE = ROOT.resolve("examples/workspace/giai-mau/giai-mau.trf");
    static final Path TEAMS = ROOT.resolve(
            "bundles/org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament/standings/c07/team/teams-rr-4x2.trf");

    IWorkbenchPage page;
    IProject project;
    StandingsView view;

    /** The name of the test's project. */
    abstract String projectName();

    @BeforeEach
    void openPerspectiveAndProject() throws Exception {
        page = Ui.tournamentPerspective();
        project = Ui.openProject(projectName());
        view = (StandingsView) page.findView(StandingsView.ID);
        assertNotNull(view, "the standings view is in the Tournament perspective");
    }

    @AfterEach
    void deleteProject() throws Exception {
        project.delete(true, true, new NullProgressMonitor());
        // the tie-breaks a test chose are kept in the preferences: the next test starts from none chosen
        StandingsPreferences.store("", C07Edition.V2026);
    }

    /** Copies a file of the repository into the test's project. */
    IFile copy(Path from, String name) throws Exception {
        return Ui.copy(from, project, name);
    }
}
