package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.BooleanSupplier;

import org.chessarbiter.xtext.eclipse.core.build.XtextNature;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspaceDescription;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.texteditor.ITextEditor;

/** What the editor tests do in the running workbench: projects, files, editors, and waiting for the UI. */
final class Workbench {

    /** How long a condition may take before the test fails (a deadline for waiting, not a measurement). */
    private static final long DEADLINE_MILLIS = 60_000;

    private Workbench() {
    }

    /** A project with the Xtext nature; builds are explicit (auto-build off) so that tests see each one. */
    static IProject project(String name) throws CoreException {
        plainProject(name);
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        XtextNature.addTo(project, new NullProgressMonitor());
        return project;
    }

    /** A project without the Xtext nature (nothing builds its files). */
    static IProject plainProject(String name) throws CoreException {
        IWorkspaceDescription description = ResourcesPlugin.getWorkspace().getDescription();
        if (description.isAutoBuilding()) {
            description.setAutoBuilding(false);
            ResourcesPlugin.getWorkspace().setDescription(description);
        }
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (!project.exists()) {
            project.create(new NullProgressMonitor());
        }
        project.open(new NullProgressMonitor());
        return project;
    }

    static IFile write(IProject project, String name, String text) throws CoreException {
        IFile file = project.getFile(name);
        ByteArrayInputStream content = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
        if (file.exists()) {
            file.setContents(content, true, false, new NullProgressMonitor());
        } else {
            file.create(content, true, new NullProgressMonitor());
        }
        file.setCharset("UTF-8", new NullProgressMonitor());
        return file;
    }

    static void build(IProject project) throws CoreException {
        project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, new NullProgressMonitor());
    }

    static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    static ITextEditor open(IFile file) throws CoreException {
        return (ITextEditor) page().openEditor(new FileEditorInput(file), "org.eclipse.ui.genericeditor.GenericEditor", true,
                IWorkbenchPage.MATCH_INPUT | IWorkbenchPage.MATCH_ID);
    }

    static IDocument document(ITextEditor editor) {
        return editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }

    static ISourceViewer viewer(ITextEditor editor) {
        return (ISourceViewer) editor.getAdapter(ITextOperationTarget.class);
    }

    /** Runs the event loop until {@code condition} holds; fails with {@code what} at the deadline. */
    static void waitUntil(String what, BooleanSupplier condition) {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + DEADLINE_MILLIS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                fail("timed out waiting for " + what);
            }
            if (display == null || !display.readAndDispatch()) {
                sleep(5);
            }
        }
    }

    /** Runs the event loop while jobs of the family run. */
    static void waitForJobs(Object family) {
        waitUntil("jobs " + family, () -> Job.getJobManager().find(family).length == 0);
    }

    /** Runs the event loop for a while (lets queued UI work happen). */
    static void spin(long millis) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (display == null || !display.readAndDispatch()) {
                sleep(5);
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
