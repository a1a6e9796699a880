package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.chessarbiter.workspace.TournamentNature;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.core.build.XtextBuilder;
import org.chessarbiter.xtext.eclipse.core.build.XtextNature;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;

/** A tournament project gets the languages' workspace build: its scoresheets are validated by the builder. */
class TournamentProjectTest {

    @Test
    void aTournamentProjectIsBuiltByTheLanguagesBuilder() throws Exception {
        IProject project = Workbench.plainProject("giai-dau");
        assertFalse(project.hasNature(XtextNature.ID));
        IProjectDescription description = project.getDescription();
        description.setNatureIds(Stream.concat(Arrays.stream(description.getNatureIds()), Stream.of(TournamentNature.ID))
                .toArray(String[]::new));
        project.setDescription(description, new NullProgressMonitor());

        assertTrue(project.hasNature(XtextNature.ID), "the tournament nature brings the languages' nature");
        assertTrue(Arrays.stream(project.getDescription().getBuildSpec()).anyMatch(c -> XtextBuilder.ID.equals(c.getBuilderName())),
                "and with it the builder");

        IFile sheet = Workbench.write(project, "van.bienban", ScoresheetServicesTest.TEXT);
        Workbench.build(project);
        assertEquals(List.of(ScoresheetServicesTest.TEXT.indexOf("Qxd5")),
                Arrays.stream(sheet.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
                        .filter(m -> ScoresheetServicesTest.ILLEGAL.equals(m.getAttribute(ProblemMarkers.CODE, "")))
                        .map(m -> m.getAttribute(IMarker.CHAR_START, -1)).toList(),
                "the builder marks the illegal move (FIDE 2018 3.5)");
    }
}
