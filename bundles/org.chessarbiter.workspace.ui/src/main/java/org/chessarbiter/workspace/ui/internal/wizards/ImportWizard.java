package org.chessarbiter.workspace.ui.internal.wizards;

import java.nio.file.Path;

import org.chessarbiter.workspace.op.ImportPlayersOperation;
import org.chessarbiter.workspace.op.TournamentOperation;
import org.chessarbiter.workspace.op.UpdateRatingsOperation;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;

/**
 * File &gt; Import &gt; Tournament &gt; Players: the players of a CSV list or of a TRF file entered into a
 * tournament before round 1 ({@link ImportPlayersOperation}: all of them or none), or the ratings, titles
 * and federations of its players updated from a FIDE rating list ({@link UpdateRatingsOperation}). The
 * work runs in a background job with progress and cancel; what it did is shown, problems located.
 */
public final class ImportWizard extends Wizard implements IImportWizard {

    /** The wizard's id (plugin.xml). */
    public static final String ID = "org.chessarbiter.workspace.ui.importPlayers";

    private IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
    private IFile initial;
    private ImportPage page;
    private OperationJob job;

    public ImportWizard() {
        setWindowTitle(WizardMessages.Import_windowTitle);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        initial = StateFiles.selected(selection, root);
    }

    @Override
    public void addPages() {
        page = new ImportPage(StateFiles.all(root), initial);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        Path state = page.state().getLocation().toPath();
        Path source = page.source();
        TournamentOperation op = page.kind() == ImportPage.Kind.FIDE_LIST ? new UpdateRatingsOperation(state, source)
                : new ImportPlayersOperation(state, source);
        job = new OperationJob(NLS.bind(WizardMessages.Import_job, source.getFileName(), page.state().getName()), op, state,
                getShell().getParent() instanceof org.eclipse.swt.widgets.Shell s ? s : null);
        job.schedule();
        return true;
    }

    /** Sets the file to import, as the arbiter does by typing or browsing (for tests). */
    public void setSource(String path) {
        page.setSource(path);
    }

    /** Chooses the tournament (for tests). */
    public void chooseState(IFile file) {
        page.chooseState(file);
    }

    /** Whether the job has run to its end (for tests); false before Finish. */
    public boolean done() {
        return job != null && job.result() != null;
    }

    /** The problems the job found (for tests), once {@link #done}. */
    public java.util.List<org.chessarbiter.rules.Problem> problems() {
        return job.result().problems();
    }
}
