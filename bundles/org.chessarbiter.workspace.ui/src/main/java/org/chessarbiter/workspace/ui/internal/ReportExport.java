package org.chessarbiter.workspace.ui.internal;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.io.AtomicSave;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

/**
 * Writes a report (the service's HTML) in a job, atomically through the tournament bundle's
 * {@link AtomicSave}: the previous file stays whole if anything fails. A target inside the workspace
 * is refreshed so that it appears in the Project Explorer. A failure is reported as the job's status
 * (shown by the platform), located at the target file.
 */
public final class ReportExport extends Job {

    private static final String PLUGIN_ID = "org.chessarbiter.workspace.ui";

    private final Path target;
    private final Supplier<String> html;

    public ReportExport(Path target, Supplier<String> html) {
        super(NLS.bind(Messages.StandingsView_exportJob, target.getFileName()));
        this.target = target;
        this.html = html;
        setUser(true);
    }

    public Path target() {
        return target;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        String text;
        try {
            text = html.get();
        } catch (RuntimeException e) {
            return Status.error(NLS.bind(Messages.StandingsView_exportFailed, target, e.getMessage()), e);
        }
        ParseResult<Path> saved = AtomicSave.save(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
        if (!saved.isOk()) {
            String why = saved.error().map(p -> p.message().format(Locale.getDefault())).orElse("");
            return Status.error(NLS.bind(Messages.StandingsView_exportFailed, target, why));
        }
        refresh(monitor);
        return Status.OK_STATUS;
    }

    private void refresh(IProgressMonitor monitor) {
        IFile[] files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(target.toUri());
        for (IFile f : files) {
            try {
                f.refreshLocal(IResource.DEPTH_ZERO, monitor);
            } catch (CoreException e) {
                // the report is written; the Project Explorer shows it at its next refresh
            }
        }
    }
}
