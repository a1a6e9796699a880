package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.chessarbiter.workspace.build.TournamentBuilder;
import org.chessarbiter.workspace.op.OperationResult;
import org.chessarbiter.workspace.op.PublishRoundOperation;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The chess example builds itself in the workbench: its missing round-3 result is taken from the scoresheet, the
 * standings and the proposal of round 4 are derived; the arbiter changes that scoresheet's result and both change;
 * round 4 is published; a later change of the same result leaves the published round as it is and a problem on the
 * scoresheet says why (000 Part 2 Art. 14.4: a round is paired on the results as they stood).
 */
class ChessExampleBuildsItselfTest {

    private static final Path EXAMPLE = Path.of(System.getProperty("arbiter.root", "../..")).resolve(
            "examples/workspace/co-vua-mo-rong-2026");

    private static final String STATE = "co-vua-mo-rong-2026.trf";

    private IProject project;

    @BeforeEach
    void chessExample() throws Exception {
        project = Ui.openTournamentProject("co-vua-tu-xay-dung");
        Ui.copy(EXAMPLE.resolve(STATE), project, STATE);
        Ui.copy(EXAMPLE.resolve("dieu-le.dieule"), project, "dieu-le.dieule");
        project.getFolder("van").create(true, true, new NullProgressMonitor());
        for (int r = 1; r <= 3; r++) {
            Ui.copy(EXAMPLE.resolve("van/vong-" + r + ".bienban"), project, "van/vong-" + r + ".bienban");
        }
    }

    @AfterEach
    void deleteProject() throws Exception {
        project.delete(true, true, new NullProgressMonitor());
    }

    /** The scoresheet file with the result of round 3 board 11 (19 - 35) written {@code result}. */
    private static String withResult(String text, String result) {
        int board = text.indexOf("[Board \"11\"]");
        int tag = text.indexOf("[Result \"", board);
        int tagEnd = text.indexOf('"', tag + 9);
        int next = text.indexOf("[Event", tagEnd);
        String game = text.substring(tagEnd, next < 0 ? text.length() : next);
        String was = text.substring(tag + 9, tagEnd);
        int marker = game.lastIndexOf(" " + was);
        return text.substring(0, tag + 9) + result + game.substring(0, marker + 1) + result
                + game.substring(marker + 1 + was.length()) + (next < 0 ? "" : text.substring(next));
    }

    private void write(IFile file, String text) throws Exception {
        file.setContents(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, true, new NullProgressMonitor());
        project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, new NullProgressMonitor());
    }

    private String derived(String name) throws Exception {
        Path p = project.getLocation().toPath().resolve("derived").resolve(name);
        return Files.exists(p) ? Files.readString(p) : "";
    }

    private static List<String> messages(IResource on) throws Exception {
        return Arrays.stream(on.findMarkers(TournamentBuilder.MARKER, true, IResource.DEPTH_ZERO))
                .map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList();
    }

    private void screenshot(IWorkbenchPage page, String name) {
        Screenshots.save(Ui.capture(page.getWorkbenchWindow().getShell()), name);
    }

    @Test
    void aResultChangedBeforePublicationMovesTheProposalAndAfterItLeavesThePublishedRound() throws Exception {
        IWorkbenchPage page = Ui.tournamentPerspective();
        project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
        IFile sheet = project.getFile("van/vong-3.bienban");
        String original = Files.readString(sheet.getLocation().toPath());
        assertTrue(original.contains("[Board \"11\"]"), "the example's missing result is on board 11 of round 3");
        String standings = derived("standings.txt");
        String proposal = derived("proposal-round-4.trf");
        assertFalse(standings.isEmpty(), "standings derived");
        assertFalse(proposal.isEmpty(), "round 4 proposed: round 3 is complete with the result taken from the scoresheet");
        IDE.openEditor(page, sheet);
        page.showView(IPageLayout.ID_PROBLEM_VIEW);
        screenshot(page, "build-1-chess-example");

        // the arbiter corrects the scoresheet's result: the standings and the proposal follow
        write(sheet, withResult(original, "0-1"));
        String standings2 = derived("standings.txt");
        String proposal2 = derived("proposal-round-4.trf");
        assertNotEquals(standings, standings2, "the standings follow the scoresheet");
        assertNotEquals(proposal, proposal2, "the proposal of round 4 is paired again");
        screenshot(page, "build-2-result-changed");

        // publishing is the arbiter's act
        Path state = project.getFile(STATE).getLocation().toPath();
        OperationResult published = new PublishRoundOperation(state, 4).run(null);
        assertFalse(published.hasErrors(), published.problems().toString());
        project.refreshLocal(IResource.DEPTH_INFINITE, new NullProgressMonitor());
        project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, new NullProgressMonitor());
        String afterPublication = Files.readString(state);

        // changed again: the published round stays, and a problem on the scoresheet says why
        write(sheet, withResult(original, "1-0"));
        assertEquals(afterPublication, Files.readString(state), "a published round is never rewritten");
        List<String> onSheet = messages(sheet);
        assertTrue(onSheet.stream().anyMatch(m -> m.contains("round 4, already published, was paired on") && m.contains("stays as published")),
                onSheet.toString());
        assertTrue(messages(project.getFile(STATE)).stream().anyMatch(m -> m.contains("round 4 was paired on") && m.contains("stays as published")),
                messages(project.getFile(STATE)).toString());
        // as the arbiter looks: the tournament selected (the Standings view follows it), the problems unfolded
        Ui.select(page, project.getFile(STATE));
        IViewPart problems = page.showView(IPageLayout.ID_PROBLEM_VIEW);
        if (problems.getSite().getSelectionProvider() instanceof TreeViewer tree) {
            tree.expandAll();
        }
        screenshot(page, "build-3-published-round-stays");
        page.setPartState(page.getReference(problems), IWorkbenchPage.STATE_MAXIMIZED);
        screenshot(page, "build-4-the-problem-says-why");
        page.setPartState(page.getReference(problems), IWorkbenchPage.STATE_RESTORED);
    }
}
