package org.chessarbiter.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.chessarbiter.xtext.eclipse.core.tests.ExampleProjectBuild;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The workspace build of the example project in the running workbench: the editors' bundle builds through the
 * headless core's builder, so the markers are those of the headless build
 * ({@code org.chessarbiter.xtext.eclipse.core.tests.HeadlessBuildTest} compares with the same expectation).
 */
class WorkbenchBuildTest {

    @AfterAll
    static void closeEditors() {
        Workbench.page().closeAllEditors(false);
    }

    @Test
    void theWorkbenchMarksTheExampleProjectAsTheHeadlessBuildDoes() throws Exception {
        assertTrue(PlatformUI.isWorkbenchRunning(), "a workbench runs");
        List<List<String>> markers = ExampleProjectBuild.run("giai-mau-workbench");

        assertEquals(ExampleProjectBuild.expected(), markers, "the markers of the full and of the incremental build");
    }
}
