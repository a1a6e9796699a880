package org.chessarbiter.regulations.ui.wizards;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.chessarbiter.regulations.catalog.RegulationsTemplate;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

/**
 * File &gt; New &gt; Regulations: a new {@code *.dieule} in the chosen project, from one of the templates (a chess
 * open by the Swiss system, a xiangqi round robin, a xiangqi team championship), opened in the regulations editor.
 * The file is created with the template's text as shipped (it validates clean); an existing file is never replaced.
 */
public final class NewRegulationsWizard extends Wizard implements INewWizard {

    /** The wizard's id (plugin.xml). */
    public static final String ID = "org.chessarbiter.regulations.ui.newRegulations";

    private IWorkbenchWindow window;
    private IProject initial;
    private NewRegulationsPage page;
    private IFile created;

    public NewRegulationsWizard() {
        setWindowTitle(Messages.NewRegulationsWizard_title);
        setNeedsProgressMonitor(false);
    }

    @Override
    public void init(IWorkbench w, IStructuredSelection selection) {
        // the window the wizard was started from: while the wizard's dialog is open, no workbench window is active
        this.window = w == null ? null : w.getActiveWorkbenchWindow();
        Object first = selection == null ? null : selection.getFirstElement();
        IResource r = first == null ? null : Adapters.adapt(first, IResource.class);
        this.initial = r == null ? null : r.getProject();
    }

    @Override
    public void addPages() {
        page = new NewRegulationsPage(ResourcesPlugin.getWorkspace().getRoot(), initial);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        IFile file = page.project().getFile(page.fileName());
        try {
            file.create(new ByteArrayInputStream(page.template().text().getBytes(StandardCharsets.UTF_8)), IResource.NONE, null);
            file.setCharset(StandardCharsets.UTF_8.name(), null);
            created = file;
            IWorkbenchPage active = window == null ? null : window.getActivePage();
            if (active != null) {
                IDE.openEditor(active, file, true);
            }
            return true;
        } catch (PartInitException e) {
            return true; // the file is made; that the editor could not open is told by the workbench's own error view
        } catch (CoreException e) {
            ErrorDialog.openError(getShell(), getWindowTitle(), NLS.bind(Messages.NewRegulationsWizard_failed, file.getFullPath()),
                    e.getStatus());
            return false;
        }
    }

    /** Chooses a template on the page, as the arbiter does by clicking it (for tests). */
    public void chooseTemplate(RegulationsTemplate template) {
        page.choose(template);
    }

    /** The file the wizard made, null before it finished. */
    public IFile created() {
        return created;
    }
}
