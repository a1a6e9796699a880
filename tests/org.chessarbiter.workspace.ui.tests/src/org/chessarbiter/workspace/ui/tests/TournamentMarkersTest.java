package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.Problem;
import org.chessarbiter.workspace.build.TournamentBuilder;
import org.chessarbiter.workspace.standings.StandingsService;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A tournament project builds its tournament files: the problems of a TRF are markers in the Problems view at
 * their line, with the reason the command line gives for the same file; repairing the file removes them.
 */
class TournamentMarkersTest {

    private static final Path EXAMPLE = Path.of(System.getProperty("arbiter.root", "../..")).resolve(
            "examples/workspace/giai-mau/giai-mau.trf");

    private IProject project;

    @BeforeEach
    void tournamentProject() throws Exception {
        project = Ui.openTournamentProject("giai-markers");
    }

    @AfterEach
    void deleteProject() throws Exception {
        project.delete(true, true, new NullProgressMonitor());
    }

    @Test
    void theProblemsOfATrfAreMarkersAtTheirLine() throws Exception {
        assertTrue(Arrays.stream(project.getDescription().getBuildSpec())
                .anyMatch(c -> TournamentBuilder.ID.equals(c.getBuilderName())), "the nature brings the tournament builder");
        IFile file = project.getFile("giai.trf");
        String bad = String.format("001 %4d      %-33s %4s%n", 1, "Test Player", "24x0");
        file.create(new ByteArrayInputStream(bad.getBytes(StandardCharsets.UTF_8)), true, new NullProgressMonitor());
        project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());

        List<Problem> expected = StandingsService.load(file.getLocation().toFile().toPath()).problems();
        assertFalse(expected.isEmpty(), "the rating 24x0 is a problem of the file");
        IMarker[] markers = file.findMarkers(TournamentBuilder.MARKER, true, IResource.DEPTH_ZERO);
        assertEquals(expected.stream().map(p -> p.location().line() + " " + p.message().format(Locale.getDefault())).toList(),
                Arrays.stream(markers).map(m -> m.getAttribute(IMarker.LINE_NUMBER, 0) + " " + m.getAttribute(IMarker.MESSAGE, ""))
                        .toList(), "one marker a problem, at its line, with the service's reason");
        assertEquals(1, markers[0].getAttribute(IMarker.LINE_NUMBER, 0));
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY, -1));
        assertTrue(markers[0].isSubtypeOf(IMarker.PROBLEM), "shown in the Problems view");

        try (InputStream repaired = Files.newInputStream(EXAMPLE)) {
            file.setContents(repaired, IResource.FORCE, new NullProgressMonitor());
        }
        project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, new NullProgressMonitor());
        assertEquals(0, file.findMarkers(TournamentBuilder.MARKER, true, IResource.DEPTH_ZERO).length,
                "the repaired file has no marker");
    }
}
