package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IResource;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.ISetSelectionTarget;

/** What a person does in the running workbench, shared by the view tests: select, wait, look. */
final class Ui {

    private Ui() {
    }

    /** Selects a resource in the Project Explorer, as the arbiter does. */
    static void select(IWorkbenchPage page, IResource resource) {
        IViewPart explorer = page.findView(IPageLayout.ID_PROJECT_EXPLORER);
        assertNotNull(explorer);
        page.activate(explorer);
        ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(resource));
    }

    /** The window as it is on screen, after the pending paints. */
    static ImageData capture(Shell shell) {
        long end = System.currentTimeMillis() + 700;
        waitUntil(() -> System.currentTimeMillis() > end, "a settled screen");
        shell.update();
        return Screenshots.capture(shell);
    }

    /** Runs the event loop until the condition holds; fails if it does not within a minute (a guard, not a speed test). */
    static void waitUntil(BooleanSupplier condition, String what) {
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
