package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.chessarbiter.xtext.eclipse.core.ProjectIndexes;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IResourceDescription;
import org.junit.jupiter.api.Test;

/** The workspace build: index per project, persisted and reloaded without rebuilding everything; markers; participants. */
class BuilderTest {

    @Test
    void theIndexSurvivesARestartAndOnlyTheChangedFileIsBuiltAgain() throws Exception {
        IProject project = Workbench.project("chi-muc");
        IFile law = Workbench.write(project, "fide2018.luat", RegulationsEditorTest.LAW);
        IFile regulations = Workbench.write(project, "giai.dieule",
                "regulations giai \"Giải\"\nlaw fide2018\nclause 1 \"...\" cites fide2018.9.7\n");
        Workbench.build(project);
        assertTrue(Files.isRegularFile(ProjectIndexes.file(project)), "the index is saved under the working location");
        assertEquals(1, regulations.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO).length,
                "the unresolved citation");

        ProjectIndexes.get().forget(project.getName());
        assertTrue(ProjectIndexes.get().load(project), "a restart reads the saved index");
        assertEquals(Set.of(DocumentModels.uri(law), DocumentModels.uri(regulations)), uris(project));

        RecordingBuildParticipant.BUILDS.clear();
        Workbench.write(project, "giai.dieule", "regulations giai \"Giải\"\nlaw fide2018\nclause 1 \"...\" cites fide2018.9.6\n");
        Workbench.build(project);
        assertEquals(List.of(List.of(DocumentModels.uri(regulations))), RecordingBuildParticipant.BUILDS,
                "only the changed file is built again, and the participants hear of it");
        assertEquals(0, regulations.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO).length,
                "the citation resolves through the reloaded index");

        regulations.delete(true, new NullProgressMonitor());
        Workbench.build(project);
        assertFalse(uris(project).contains(DocumentModels.uri(regulations)), "a deleted file leaves the index");
    }

    private static Set<URI> uris(IProject project) {
        return StreamSupport.stream(ProjectIndexes.get().snapshot(project.getName()).getAllResourceDescriptions().spliterator(), false)
                .map(IResourceDescription::getURI).collect(Collectors.toSet());
    }
}
