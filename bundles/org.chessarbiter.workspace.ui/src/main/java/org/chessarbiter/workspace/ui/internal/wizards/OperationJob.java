package org.chessarbiter.workspace.ui.internal.wizards;

import java.nio.file.Path;

import org.chessarbiter.workspace.op.OperationResult;
import org.chessarbiter.workspace.op.TournamentOperation;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * Runs an import or an export in the background (a user job: its progress is shown and it can be
 * cancelled; the UI thread never waits on it), refreshes the file it wrote in the workspace, then
 * shows what it did ({@link ProblemsDialog}).
 */
final class OperationJob extends Job {

    /** The family of these jobs (tests wait for it). */
    public static final Object FAMILY = OperationJob.class;

    private final TournamentOperation operation;
    private final Path written;
    private final Shell shell;
    private volatile OperationResult result;

    OperationJob(String name, TournamentOperation operation, Path written, Shell shell) {
        super(name);
        this.operation = operation;
        this.written = written;
        this.shell = shell;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        result = operation.run(monitor);
        result.written().ifPresent(OperationJob::refresh);
        Display display = shell == null || shell.isDisposed() ? Display.getDefault() : shell.getDisplay();
        display.asyncExec(() -> {
            Shell parent = shell == null || shell.isDisposed() ? display.getActiveShell() : shell;
            new ProblemsDialog(parent, written, result.hasErrors(), result.problems()).open();
        });
        return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    /** What the operation did, null while it runs. */
    OperationResult result() {
        return result;
    }

    /** Tells the workspace of a file written on disk, if it is in the workspace. */
    private static void refresh(Path file) {
        for (IFile f : ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(file.toUri())) {
            try {
                IContainer parent = f.getParent();
                parent.refreshLocal(IResource.DEPTH_ONE, null);
            } catch (CoreException e) {
                // the workspace shows the file at its next refresh
            }
        }
    }
}
