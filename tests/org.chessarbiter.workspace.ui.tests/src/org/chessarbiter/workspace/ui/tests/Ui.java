package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;

import org.chessarbiter.workspace.TournamentNature;
import org.chessarbiter.workspace.ui.TournamentPerspective;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;

import org.eclipse.core.resources.IResource;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.WorkbenchException;
import org.eclipse.ui.part.ISetSelectionTarget;

/** What a person does in the running workbench, shared by the view tests: select, wait, look. */
public final class Ui {

    private Ui() {
    }

    /** The Tournament perspective, reset, in a window of 1280 x 900. */
    public static IWorkbenchPage tournamentPerspective() throws WorkbenchException {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        window.getShell().setSize(1280, 900);
        IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective(TournamentPerspective.ID, window);
        page.resetPerspective();
        return page;
    }

    /** An open project of this name in the workspace, created if needed. */
    public static IProject openProject(String name) throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (!project.exists()) {
            project.create(new NullProgressMonitor());
        }
        project.open(new NullProgressMonitor());
        return project;
    }

    /** {@link #openProject(String)} with the tournament nature: the project builds itself. */
    public static IProject openTournamentProject(String name) throws CoreException {
        IProject project = openProject(name);
        IProjectDescription description = project.getDescription();
        description.setNatureIds(new String[] { TournamentNature.ID });
        project.setDescription(description, new NullProgressMonitor());
        return project;
    }

    /** Copies a file of the repository into the project. */
    public static IFile copy(Path from, IProject project, String name) throws CoreException, IOException {
        IFile file = project.getFile(name);
        try (InputStream in = Files.newInputStream(from)) {
            file.create(in, true, new NullProgressMonitor());
        }
        return file;
    }

    /** Selects a resource in the Project Explorer, as the arbiter does. */
    public static void select(IWorkbenchPage page, IResource resource) {
        IViewPart explorer = page.findView(IPageLayout.ID_PROJECT_EXPLORER);
        assertNotNull(explorer);
        page.activate(explorer);
        ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(resource));
    }

    /** The window as it is on screen, after the pending paints. */
    public static ImageData capture(Shell shell) {
        long end = System.currentTimeMillis() + 700;
        waitUntil(() -> System.currentTimeMillis() > end, "a settled screen");
        shell.update();
        return Screenshots.capture(shell);
    }

    /** Runs the event loop until the condition holds; fails if it does not within a minute (a guard, not a speed test). */
    public static void waitUntil(BooleanSupplier condition, String what) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + 60_000;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("not shown within a minute: " + what);
            }
            if (!display.readAndDispatch()) {
                display.timerExec(20, () -> { });
                display.sleep();
            }
        }
    }
}
