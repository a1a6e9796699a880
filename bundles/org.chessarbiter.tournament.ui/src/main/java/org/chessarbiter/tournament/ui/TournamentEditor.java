package org.chessarbiter.tournament.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.internal.ProblemsText;
import org.chessarbiter.tournament.ui.internal.StackAction;
import org.chessarbiter.tournament.ui.internal.TournamentDocument;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.jface.action.IAction;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.progress.IWorkbenchSiteProgressService;

/**
 * The tournament editor: one {@code *.tournament} (or {@code *.trf}) file as an EMF model in an
 * editing domain, on four pages (Overview, Players, Rounds, Standings). Every change is an EMF command
 * on the domain's stack (undo, redo, dirty state); the arbiter's actions are the headless operations
 * of {@code org.chessarbiter.workspace.op} applied in memory ({@link #perform}, {@link #performInBackground}),
 * never logic of the editor's own. Saving goes through {@code TournamentStore} (atomic). A large state file
 * is read in a job, the pages saying so until it is there ({@link #loaded()}).
 */
public final class TournamentEditor extends FormEditor implements IEditingDomainProvider {

    public static final String ID = "org.chessarbiter.tournament.ui.editor";

    /** A state file up to this size is read as the editor opens (a few milliseconds); a larger one in a job. */
    private static final long READ_AT_ONCE = 128 * 1024;

    private TournamentDocument document;
    private final List<TournamentPage> pages = new ArrayList<>();
    private StackAction undo;
    private StackAction redo;
    private Job running;
    private long knownStamp = IResource.NULL_STAMP;
    private final IResourceChangeListener diskChanges = this::diskChanged;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        super.init(site, input);
        Path file = file(input).orElseThrow(() -> new PartInitException(NLS.bind(Messages.Editor_notAFile, input.getName())));
        setPartName(input.getName());
        if (size(file) > READ_AT_ONCE) {
            return; // a large event is read in a job when the pages are there (they say "Reading..." meanwhile)
        }
        ParseResult<TournamentDocument> read = TournamentDocument.load(file);
        if (!read.isOk()) {
            throw new PartInitException(NLS.bind(Messages.Editor_unreadable, file.getFileName(), ProblemsText.of(read.problems())));
        }
        loaded(read.value());
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0; // the reading says why
        }
    }

    /** Reads a large state file in a job: the model and its plain value built off the UI thread, then shown. */
    private void load(Path file) {
        Display display = getSite().getShell().getDisplay();
        Job job = Job.create(NLS.bind(Messages.Editor_loadJob, file.getFileName()), (IProgressMonitor monitor) -> {
            ParseResult<TournamentDocument> read = TournamentDocument.load(file);
            if (read.isOk()) {
                read.value().plain(); // the value every page reads first, computed here
            }
            display.asyncExec(() -> {
                if (getContainer() == null || getContainer().isDisposed()) {
                    return;
                }
                if (read.isOk()) {
                    loaded(read.value());
                } else {
                    String why = NLS.bind(Messages.Editor_unreadable, file.getFileName(), ProblemsText.of(read.problems()));
                    pages.forEach(p -> p.message(why, true));
                }
            });
            return Status.OK_STATUS;
        });
        IWorkbenchSiteProgressService progress = getSite().getService(IWorkbenchSiteProgressService.class);
        if (progress != null) {
            progress.schedule(job);
        } else {
            job.schedule();
        }
    }

    private void loaded(TournamentDocument read) {
        document = read;
        workspaceFile().ifPresent(f -> {
            knownStamp = f.getModificationStamp();
            ResourcesPlugin.getWorkspace().addResourceChangeListener(diskChanges, IResourceChangeEvent.POST_CHANGE);
        });
        undo = StackAction.undo(document.stack(), this::tell);
        redo = StackAction.redo(document.stack(), this::tell);
        document.stack().addCommandStackListener(e -> changed());
        pages.forEach(TournamentPage::documentLoaded);
        if (getSite().getPage().getActiveEditor() == this && getEditorSite().getActionBarContributor() != null) {
            getEditorSite().getActionBarContributor().setActiveEditor(this); // Undo and Redo on the stack now there
        }
    }

    /** Whether the tournament is read (a large one is read in a job after the editor opens). */
    public boolean loaded() {
        return document != null;
    }

    private static Optional<Path> file(IEditorInput input) {
        if (input instanceof IFileEditorInput f && f.getFile().getLocation() != null) {
            return Optional.of(f.getFile().getLocation().toFile().toPath());
        }
        if (input instanceof IURIEditorInput u && "file".equals(u.getURI().getScheme())) {
            return Optional.of(Path.of(u.getURI()));
        }
        return Optional.empty();
    }

    @Override
    protected void addPages() {
        try {
            for (TournamentPage p : List.of(new OverviewPage(this), new PlayersPage(this), new RoundsPage(this), new StandingsPage(this))) {
                addPage(p);
                pages.add(p);
            }
        } catch (PartInitException e) {
            throw new IllegalStateException(e);
        }
        if (document == null) {
            file(getEditorInput()).ifPresent(this::load);
        }
    }

    private void changed() {
        firePropertyChange(PROP_DIRTY);
        undo.update();
        redo.update();
        pages.forEach(TournamentPage::modelChanged);
    }

    public TournamentDocument document() {
        return document;
    }

    @Override
    public EditingDomain getEditingDomain() {
        return document == null ? null : document.domain();
    }

    public IAction undoAction() {
        return undo;
    }

    public IAction redoAction() {
        return redo;
    }

    /** The page of this class, shown. */
    public <P extends TournamentPage> P show(Class<P> type) {
        for (TournamentPage p : pages) {
            if (type.isInstance(p)) {
                setActivePage(p.getId());
                return type.cast(p);
            }
        }
        throw new IllegalArgumentException(type.getName());
    }

    /**
     * Runs a short arbiter action on the UI thread and applies its new state as one command named
     * {@code label}; its problems (errors, warnings, notes) are shown on the active page.
     *
     * @return whether the model changed
     */
    public boolean perform(String label, ArbiterAction action) {
        if (document == null) {
            return false;
        }
        ParseResult<Tournament> before = document.plain();
        if (!before.isOk()) {
            report(before.problems());
            return false;
        }
        ParseResult<Tournament> after = action.apply(before.value(), null);
        report(after.problems());
        if (!after.isOk()) {
            return false;
        }
        document.change(label, before.value(), after.value());
        return true;
    }

    /**
     * Runs a long arbiter action (pairing a round) in a job with progress and cancel, never on the UI
     * thread; its state is applied on the UI thread when nothing changed the model meanwhile.
     *
     * @return the job, scheduled; empty when another action is still running
     */
    public Optional<Job> performInBackground(String label, ArbiterAction action) {
        if (document == null) {
            return Optional.empty();
        }
        ParseResult<Tournament> before = document.plain();
        if (!before.isOk()) {
            report(before.problems());
            return Optional.empty();
        }
        if (running != null) {
            report(List.of());
            activePage().ifPresent(p -> p.message(Messages.Editor_busy, true));
            return Optional.empty();
        }
        int revision = document.revision();
        Display display = getSite().getShell().getDisplay();
        Job job = Job.create(label, (IProgressMonitor monitor) -> {
            ParseResult<Tournament> after = action.apply(before.value(), monitor);
            boolean cancelled = monitor.isCanceled(); // the engine may not stop at once: its result is then dropped
            display.asyncExec(() -> finished(label, before.value(), cancelled ? null : after, revision));
            return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
        });
        job.setUser(true);
        job.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                // cancelled before it ran, the job never reports: the editor is free again all the same
                if (event.getResult().getSeverity() == IStatus.CANCEL) {
                    display.asyncExec(() -> {
                        if (running == job) {
                            finished(label, before.value(), null, revision);
                        }
                    });
                }
            }
        });
        running = job;
        job.schedule();
        return Optional.of(job);
    }

    private void finished(String label, Tournament before, ParseResult<Tournament> after, int revision) {
        running = null;
        if (pages.isEmpty() || getContainer() == null || getContainer().isDisposed()) {
            return;
        }
        if (after == null) {
            activePage().ifPresent(p -> p.message(NLS.bind(Messages.Editor_cancelled, label), false));
            pages.forEach(TournamentPage::modelChanged);
            return;
        }
        report(after.problems());
        if (after.isOk() && document.revision() == revision) {
            document.change(label, before, after.value());
        } else if (after.isOk()) {
            activePage().ifPresent(p -> p.message(NLS.bind(Messages.Editor_stale, label), true));
        }
        pages.forEach(TournamentPage::modelChanged);
    }

    /** Tells what the editor did (an undo, a redo) on the active page, in place of the message there. */
    private void tell(String text) {
        activePage().ifPresent(p -> p.message(text, false));
    }

    /** Shows problems on the active page (nothing when there are none). */
    public void report(List<Problem> problems) {
        activePage().ifPresent(p -> p.show(problems));
    }

    private Optional<TournamentPage> activePage() {
        return getActivePageInstance() instanceof TournamentPage p ? Optional.of(p) : Optional.empty();
    }

    /** Whether an action runs in the background. */
    public boolean busy() {
        return running != null;
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        if (document == null) {
            return;
        }
        List<Problem> problems = document.save();
        report(problems);
        firePropertyChange(PROP_DIRTY);
        if (getEditorInput() instanceof IFileEditorInput f) {
            try {
                f.getFile().refreshLocal(IResource.DEPTH_ZERO, monitor);
                knownStamp = f.getFile().getModificationStamp(); // the editor's own save is not a change on disk
            } catch (CoreException e) {
                ILog.of(TournamentEditor.class).log(e.getStatus());
            }
        }
    }

    /** Another program wrote the file: a clean editor shows it as it is now, a dirty one keeps its changes and says so. */
    private void diskChanged(IResourceChangeEvent event) {
        Optional<IFile> file = workspaceFile();
        IResourceDelta delta = file.isPresent() && event.getDelta() != null ? event.getDelta().findMember(file.get().getFullPath()) : null;
        if (delta == null || (delta.getFlags() & IResourceDelta.CONTENT) == 0 || file.get().getModificationStamp() == knownStamp) {
            return;
        }
        getSite().getShell().getDisplay().asyncExec(() -> {
            if (document == null || getContainer() == null || getContainer().isDisposed()
                    || file.get().getModificationStamp() == knownStamp) {
                return;
            }
            knownStamp = file.get().getModificationStamp();
            String name = file.get().getName();
            if (isDirty() || running != null) {
                activePage().ifPresent(p -> p.message(NLS.bind(Messages.Editor_changedOnDisk, name), true));
                return;
            }
            reload(name);
        });
    }

    /** Reads the file again in a job, as opening reads a large one; applied on the UI thread when nothing changed meanwhile. */
    private void reload(String name) {
        TournamentDocument reading = document;
        int revision = reading.revision();
        Display display = getSite().getShell().getDisplay();
        Job job = Job.create(NLS.bind(Messages.Editor_loadJob, name), (IProgressMonitor monitor) -> {
            ParseResult<Tournament> read = reading.readAgain();
            display.asyncExec(() -> {
                if (document != reading || getContainer() == null || getContainer().isDisposed()) {
                    return;
                }
                if (isDirty() || running != null || document.revision() != revision) {
                    activePage().ifPresent(p -> p.message(NLS.bind(Messages.Editor_changedOnDisk, name), true));
                    return;
                }
                List<Problem> problems = document.reload(read);
                report(problems);
                if (problems.isEmpty()) {
                    activePage().ifPresent(p -> p.message(NLS.bind(Messages.Editor_reloaded, name), false));
                }
            });
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        job.schedule();
    }

    @Override
    public void dispose() {
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(diskChanges);
        super.dispose();
    }

    @Override
    public void doSaveAs() {
        // the state file is saved where it is; the Export wizard writes other files
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public boolean isDirty() {
        return document != null && document.isDirty();
    }

    /** The workspace file behind the editor, if it is one. */
    public Optional<IFile> workspaceFile() {
        return getEditorInput() instanceof IFileEditorInput f ? Optional.of(f.getFile()) : Optional.empty();
    }
}
