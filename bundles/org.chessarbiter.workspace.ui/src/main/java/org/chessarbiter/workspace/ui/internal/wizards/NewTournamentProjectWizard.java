package org.chessarbiter.workspace.ui.internal.wizards;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.TournamentNature;
import org.chessarbiter.workspace.op.TournamentStore;
import org.chessarbiter.workspace.op.TournamentDefaults;
import org.chessarbiter.workspace.regulations.TournamentTemplate;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorDescriptor;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.wizards.newresource.BasicNewResourceWizard;

/**
 * File &gt; New &gt; Tournament Project: a project with the tournament nature, its regulations ({@code *.dieule})
 * from a template of the New Regulations wizard with the rounds chosen, and its empty tournament state
 * ({@code NAME.tournament}, the system, game and rounds of those regulations, written by
 * {@link TournamentStore}, with the place, chief arbiter and FIDE mode of the preferences, {@link TournamentDefaults});
 * the regulations are opened in their editor, and the state too when an editor
 * for it is installed.
 */
public final class NewTournamentProjectWizard extends Wizard implements INewWizard {

    /** The wizard's id (plugin.xml). */
    public static final String ID = "org.chessarbiter.workspace.ui.newTournamentProject";

    private final IWorkspace workspace = ResourcesPlugin.getWorkspace();
    private IWorkbenchWindow window;
    private NewTournamentProjectPage page;
    private IProject created;
    /** What the new tournament starts from: the preferences, read as the wizard opens. */
    private final TournamentDefaults defaults = TournamentPreferences.read();

    public NewTournamentProjectWizard() {
        setWindowTitle(WizardMessages.NewProject_windowTitle);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        this.window = workbench == null ? null : workbench.getActiveWorkbenchWindow();
    }

    @Override
    public void addPages() {
        page = new NewTournamentProjectPage(workspace, defaults);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        String name = page.projectName();
        TournamentTemplate template = page.template();
        IProject project = workspace.getRoot().getProject(name);
        try {
            workspace.run(monitor -> {
                project.create(monitor);
                project.open(monitor);
                IProjectDescription d = project.getDescription();
                d.setNatureIds(new String[] {TournamentNature.ID});
                project.setDescription(d, monitor);
                IFile regulations = project.getFile(template.template().fileName());
                regulations.create(new ByteArrayInputStream(template.text().getBytes(StandardCharsets.UTF_8)), IResource.NONE, monitor);
                regulations.setCharset(StandardCharsets.UTF_8.name(), monitor);
                IFile state = project.getFile(name + ".tournament");
                java.nio.file.Path statePath = state.getLocation().toPath();
                ParseResult<Tournament> made = defaults.applyTo(template.tournament(name), statePath, Clock.systemUTC());
                ParseResult<java.nio.file.Path> saved = made.isOk() ? TournamentStore.save(statePath, made.value())
                        : ParseResult.fail(made.problems());
                if (!saved.isOk()) {
                    throw new CoreException(Status.error(saved.problems().get(0).message().format(java.util.Locale.getDefault())));
                }
                state.refreshLocal(IResource.DEPTH_ZERO, monitor);
            }, null);
        } catch (CoreException e) {
            ErrorDialog.openError(getShell(), getWindowTitle(), NLS.bind(WizardMessages.NewProject_failed, name), e.getStatus());
            return false;
        }
        created = project;
        open(project.getFile(template.template().fileName()), project.getFile(name + ".tournament"));
        return true;
    }

    /** Opens the regulations, and the state when the workbench has an editor for it (never an external program). */
    private void open(IFile regulations, IFile state) {
        IWorkbenchPage active = window == null ? null : window.getActivePage();
        if (active == null) {
            return;
        }
        try {
            IEditorDescriptor editor = window.getWorkbench().getEditorRegistry().getDefaultEditor(state.getName());
            if (editor != null && editor.isInternal()) {
                IDE.openEditor(active, state, editor.getId(), false);
            }
            IDE.openEditor(active, regulations, true);
            BasicNewResourceWizard.selectAndReveal(state, window); // the new project's files shown in the explorer
        } catch (PartInitException e) {
            // the files are made; an editor that cannot open is told by the workbench's error log
        }
    }

    /** Types the name and chooses the template, the game and rounds left as the preferences gave them (for tests). */
    public void fill(String projectName, int template) {
        page.chooseTemplate(template);
        page.fill(projectName);
    }

    /** Types the name, chooses the game, template and rounds (for tests). */
    public void fill(String projectName, GameKind game, int template, int rounds) {
        page.choose(game, template);
        page.fill(projectName, rounds);
    }

    /** The project made, null before the wizard finished. */
    public IProject created() {
        return created;
    }
}
