package org.chessarbiter.workspace;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

/**
 * Brings the projects that sit in the workspace folder into the workspace. A federation keeps its
 * tournament projects as plain folders under version control; when the workbench or the CLI starts
 * on such a folder, every project in it (a sub-folder with a {@code .project} file) is opened, so the
 * bundled example workspace works on a fresh clone without an import wizard.
 */
public final class WorkspaceProjects {

    private static final String PROJECT_FILE = ".project";

    private final IWorkspace workspace;

    public WorkspaceProjects(IWorkspace workspace) {
        this.workspace = workspace;
    }

    /**
     * Creates and opens every project found directly under the workspace root folder that the
     * workspace does not know yet; projects it knows are opened if closed. A folder whose
     * {@code .project} names another project is left alone.
     *
     * @return the projects that were added or opened
     */
    public List<IProject> openProjectsInRootFolder(IProgressMonitor monitor) throws CoreException {
        File root = workspace.getRoot().getLocation().toFile();
        File[] folders = root.listFiles(f -> f.isDirectory() && new File(f, PROJECT_FILE).isFile());
        List<IProject> opened = new ArrayList<>();
        if (folders == null) {
            return opened;
        }
        SubMonitor progress = SubMonitor.convert(monitor, folders.length);
        for (File folder : folders) {
            IProject project = open(folder, progress.split(1));
            if (project != null) {
                opened.add(project);
            }
        }
        return opened;
    }

    private IProject open(File folder, IProgressMonitor monitor) throws CoreException {
        IPath descriptionFile = IPath.fromFile(new File(folder, PROJECT_FILE));
        IProjectDescription description = workspace.loadProjectDescription(descriptionFile);
        if (!folder.getName().equals(description.getName())) {
            // a folder in the workspace root is the default location of the project of the same name
            // only; any other name would overlap the workspace root, which Eclipse forbids
            return null;
        }
        IProject project = workspace.getRoot().getProject(description.getName());
        SubMonitor progress = SubMonitor.convert(monitor, 2);
        if (!project.exists()) {
            project.create(description, progress.split(1));
        }
        if (project.isOpen()) {
            return null;
        }
        project.open(progress.split(1));
        return project;
    }
}
