package org.chessarbiter.workspace.ui.internal.wizards;

import java.nio.file.Files;
import java.nio.file.Path;

import org.chessarbiter.workspace.op.ExportAsOperation;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IExportWizard;
import org.eclipse.ui.IWorkbench;

/**
 * File &gt; Export &gt; Tournament &gt; Tournament: a tournament written as FIDE TRF26, TRF-16 or its players as
 * a CSV list ({@link ExportAsOperation}), in a background job. An existing file is replaced only when the
 * user says so.
 */
public final class ExportWizard extends Wizard implements IExportWizard {

    /** The wizard's id (plugin.xml). */
    public static final String ID = "org.chessarbiter.workspace.ui.exportTournament";

    private final IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
    private IFile initial;
    private ExportPage page;
    private OperationJob job;
    private Confirmation confirmation = (title, question) -> MessageDialog.openQuestion(getShell(), title, question);

    /** Asks the user a yes-or-no question. */
    @FunctionalInterface
    public interface Confirmation {
        boolean ask(String title, String question);
    }

    public ExportWizard() {
        setWindowTitle(WizardMessages.Export_windowTitle);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        initial = StateFiles.selected(selection, root);
    }

    @Override
    public void addPages() {
        page = new ExportPage(StateFiles.all(root), initial);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        Path target = page.target();
        boolean exists = Files.exists(target);
        if (exists && !confirmation.ask(WizardMessages.Export_overwriteTitle, NLS.bind(WizardMessages.Export_overwrite, target))) {
            return false;
        }
        Path state = page.state().getLocation().toPath();
        job = new OperationJob(NLS.bind(WizardMessages.Export_job, page.state().getName(), target.getFileName()),
                new ExportAsOperation(state, target, page.format(), exists), target,
                getShell().getParent() instanceof org.eclipse.swt.widgets.Shell s ? s : null);
        job.schedule();
        return true;
    }

    /** How the wizard asks before replacing a file (tests answer for the user). */
    public void setConfirmation(Confirmation c) {
        this.confirmation = c;
    }

    /** Chooses the format (for tests). */
    public void choose(ExportAsOperation.Format f) {
        page.choose(f);
    }

    /** Sets the file to write (for tests). */
    public void setTarget(String path) {
        page.setTarget(path);
    }

    /** Whether the job has run to its end (for tests). */
    public boolean done() {
        return job != null && job.result() != null;
    }
}
