package org.chessarbiter.workspace.ui.internal;

import org.chessarbiter.workspace.WorkspaceProjects;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.ui.IStartup;

/**
 * When the workbench starts, opens the tournament projects that sit in the workspace folder (the
 * bundled example workspace, a federation's versioned folder) in a background job.
 */
public class OpenWorkspaceProjects implements IStartup {

    @Override
    public void earlyStartup() {
        WorkspaceJob job = new WorkspaceJob(Messages.OpenWorkspaceProjects_job) {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                new WorkspaceProjects(ResourcesPlugin.getWorkspace()).openProjectsInRootFolder(monitor);
                return Status.OK_STATUS;
            }
        };
        job.setRule(ResourcesPlugin.getWorkspace().getRoot());
        job.schedule();
    }
}
