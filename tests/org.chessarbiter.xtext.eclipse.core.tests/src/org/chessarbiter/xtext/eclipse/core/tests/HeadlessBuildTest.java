package org.chessarbiter.xtext.eclipse.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;

/**
 * The workspace build of the Xtext languages without a workbench: the core bundle's builder builds the example
 * project in a plain OSGi runtime and marks the same problems as the workbench's build
 * ({@code org.chessarbiter.editor.tests.WorkbenchBuildTest} compares with the same expectation).
 */
class HeadlessBuildTest {

    @Test
    void theExampleProjectIsBuiltWithoutAWorkbench() throws Exception {
        List<List<String>> markers = ExampleProjectBuild.run("giai-mau-headless");

        assertEquals(ExampleProjectBuild.expected(), markers, "the markers of the full and of the incremental build");
        Bundle workbench = Platform.getBundle("org.eclipse.ui.workbench");
        assertNotEquals(Bundle.ACTIVE, workbench == null ? Bundle.UNINSTALLED : workbench.getState(),
                "the build started no workbench");
    }
}
