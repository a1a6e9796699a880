package org.chessarbiter.workspace.ui.internal;

import java.net.MalformedURLException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;
import org.chessarbiter.workspace.op.OperationResult;
import org.chessarbiter.workspace.op.PrintOperation;
import org.chessarbiter.workspace.print.PrintKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

/**
 * Prints a tournament file of the workspace in a job: the workspace's {@link PrintOperation} writes the page
 * (the caller has asked before an existing page is written over), the page's folder is refreshed, and the
 * page is opened in the system's browser, from which it is printed. A problem is the job's status.
 */
public final class PrintJob extends Job {

    private final IFile tournament;
    private final PrintKind kind;
    private final Path target;
    private final boolean open;

    /** {@code open}: show the page in the browser once written (tests write only). */
    public PrintJob(IFile tournament, PrintKind kind, Path target, boolean open) {
        super(NLS.bind(Messages.StandingsView_exportJob, target.getFileName()));
        this.tournament = tournament;
        this.kind = kind;
        this.target = target;
        this.open = open;
        setUser(true);
        setRule(tournament.getParent());
    }

    /** The page beside the tournament file: {@code <name>-<kind>.html}. */
    public static Path pageBeside(IFile tournament, PrintKind kind) {
        return tournament.getLocation().toFile().toPath()
                .resolveSibling(tournament.getFullPath().removeFileExtension().lastSegment() + "-" + kind.cliName() + ".html");
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        OperationResult result = new PrintOperation(tournament.getLocation().toFile().toPath(), target, true, kind, 0,
                Locale.getDefault()).run(monitor);
        try {
            tournament.getParent().refreshLocal(IResource.DEPTH_ONE, monitor);
        } catch (CoreException e) {
            // the page is written; the Project Explorer shows it at its next refresh
        }
        if (result.hasErrors() || result.written().isEmpty()) {
            String why = result.problems().stream().map(p -> p.message().format(Locale.getDefault())).collect(Collectors.joining("; "));
            return Status.error(NLS.bind(Messages.StandingsView_exportFailed, target, why));
        }
        if (open) {
            Display.getDefault().asyncExec(this::openInBrowser);
        }
        return Status.OK_STATUS;
    }

    private void openInBrowser() {
        try {
            PlatformUI.getWorkbench().getBrowserSupport().getExternalBrowser().openURL(target.toUri().toURL());
        } catch (PartInitException | MalformedURLException e) {
            // the page is written beside the tournament: the user opens it from the Project Explorer
        }
    }
}
