package org.chessarbiter.workspace.ui.internal;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;

/**
 * Loads and ranks the tournament of the latest request in the background (file reading and ranking
 * never run on the UI thread), then hands the outcome to the view in the UI thread. A request made
 * while a computation runs reschedules the job; only the outcome of the latest request is shown.
 * An unexpected engine failure becomes a problem line, never a crash of the view.
 */
public final class StandingsJob extends Job {

    /** The family of the standings jobs (tests join it). */
    public static final Object FAMILY = StandingsJob.class;

    private final Display display;
    private final Consumer<StandingsOutcome> show;
    private volatile StandingsRequest request;
    private volatile long generation;

    public StandingsJob(Display display, Consumer<StandingsOutcome> show) {
        super(NLS.bind(Messages.StandingsView_job, ""));
        this.display = display;
        this.show = show;
        setSystem(true);
    }

    /** Computes the standings of {@code r} (soon; requests made in quick succession are computed once). */
    public synchronized void request(StandingsRequest r) {
        request = r;
        generation++;
        schedule(100);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        StandingsRequest r;
        long g;
        synchronized (this) {
            r = request;
            g = generation;
        }
        if (r == null) {
            return Status.OK_STATUS;
        }
        StandingsOutcome outcome;
        try {
            outcome = StandingsOutcome.compute(r, ResourcesPlugin.getWorkspace().getRoot(), Locale.getDefault());
        } catch (RuntimeException e) {
            outcome = new StandingsOutcome(null, null, List.of(String.valueOf(e)), false, false);
        }
        StandingsOutcome done = outcome;
        if (!display.isDisposed()) {
            display.asyncExec(() -> {
                if (g == generation) {
                    show.accept(done);
                }
            });
        }
        return Status.OK_STATUS;
    }
}
