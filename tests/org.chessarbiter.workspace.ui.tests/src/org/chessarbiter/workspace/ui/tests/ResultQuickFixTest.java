package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.chessarbiter.workspace.build.TournamentBuilder;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A result the scoresheet and the tournament disagree on is a marker on both files whose quick fixes take either
 * side: here the tournament's (its round is published in the TRF), written into the scoresheet; the markers go.
 */
class ResultQuickFixTest {

    private static final Path SMALL = Path.of(System.getProperty("arbiter.root", "../..")).resolve(
            "bundles/org.chessarbiter.workspace/src/test/resources/org/chessarbiter/workspace/project/small/small.trf");

    private static final String SHEET = "[Event \"Small test open\"]\n[Round \"1\"]\n[Board \"1\"]\n[Result \"1/2-1/2\"]\n\n"
            + "1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2\n";

    private IProject project;

    @BeforeEach
    void tournamentProject() throws Exception {
        project = Ui.openTournamentProject("giai-quick-fix");
    }

    @AfterEach
    void deleteProject() throws Exception {
        project.delete(true, true, new NullProgressMonitor());
    }

    private static List<IMarker> results(IResource on) throws Exception {
        return Arrays.stream(on.findMarkers(TournamentBuilder.MARKER, true, IResource.DEPTH_ZERO))
                .filter(m -> "result".equals(m.getAttribute(TournamentBuilder.RULE, ""))).toList();
    }

    @Test
    void theTournamentsResultIsWrittenIntoTheScoresheetAndTheMarkersGo() throws Exception {
        Ui.copy(SMALL, project, "small.trf");
        IFile sheet = project.getFile("b1.pgn");
        sheet.create(new ByteArrayInputStream(SHEET.getBytes(StandardCharsets.UTF_8)), true, new NullProgressMonitor());
        project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());

        List<IMarker> onSheet = results(sheet);
        assertEquals(1, onSheet.size());
        assertEquals(1, results(project.getFile("small.trf")).size(), "the disagreement is on both files");
        IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(onSheet.get(0));
        List<String> labels = Arrays.stream(fixes).map(IMarkerResolution::getLabel).toList();
        assertTrue(labels.contains("Write the result 1-0 of the tournament into b1.pgn"), labels.toString());
        assertTrue(labels.stream().noneMatch(l -> l.startsWith("Record")), "round 1 of a TRF is published: " + labels);
        IMarkerResolution[] onState = IDE.getMarkerHelpRegistry().getResolutions(results(project.getFile("small.trf")).get(0));
        assertEquals(labels, Arrays.stream(onState).map(IMarkerResolution::getLabel).toList(), "the same fixes on the state");

        Arrays.stream(fixes).filter(f -> f.getLabel().startsWith("Write")).findFirst().orElseThrow().run(onSheet.get(0));
        String text = Files.readString(sheet.getLocation().toPath());
        assertTrue(text.contains("[Result \"1-0\"]") && text.strip().endsWith("Nf6 1-0"), text);
        project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, new NullProgressMonitor());
        assertEquals(List.of(), results(sheet));
        assertEquals(List.of(), results(project.getFile("small.trf")));
    }
}
