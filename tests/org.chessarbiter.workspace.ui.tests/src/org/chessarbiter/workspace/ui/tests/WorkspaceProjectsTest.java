package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import org.chessarbiter.workspace.TournamentNature;
import org.chessarbiter.workspace.WorkspaceProjects;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;

/** A tournament project folder in the workspace root is opened, with its nature, and only once. */
class WorkspaceProjectsTest {

    @Test
    void projectFolderInTheWorkspaceRootIsOpened() throws Exception {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        File folder = new File(workspace.getRoot().getLocation().toFile(), "giai-thu");
        folder.mkdirs();
        Files.writeString(new File(folder, ".project").toPath(), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<projectDescription><name>giai-thu</name><comment></comment><projects></projects>"
                + "<buildSpec></buildSpec><natures><nature>" + TournamentNature.ID + "</nature></natures>"
                + "</projectDescription>\n", StandardCharsets.UTF_8);
        Files.writeString(new File(folder, "players.trf").toPath(), "012 Giải thử\n", StandardCharsets.UTF_8);

        List<IProject> opened = new WorkspaceProjects(workspace).openProjectsInRootFolder(new NullProgressMonitor());

        IProject project = workspace.getRoot().getProject("giai-thu");
        assertTrue(opened.contains(project));
        assertTrue(project.isOpen());
        assertTrue(project.hasNature(TournamentNature.ID));
        assertTrue(project.getFile("players.trf").exists());
        assertEquals(List.of(), new WorkspaceProjects(workspace).openProjectsInRootFolder(new NullProgressMonitor()),
                "a second call opens nothing new");
        project.delete(false, true, new NullProgressMonitor());
        assertFalse(project.exists());
    }
}
