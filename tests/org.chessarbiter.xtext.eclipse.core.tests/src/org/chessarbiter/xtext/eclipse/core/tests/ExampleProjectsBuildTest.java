package org.chessarbiter.xtext.eclipse.core.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;

/**
 * The tournament projects of the example workspace (besides giai-mau, whose markers ExampleProjectBuild pins) build
 * with the problems they are meant to show and no others: the builder marks exactly the {@code validate} lines of
 * {@code examples/workspace/expected-problems.list} (file and line, severity), the command line's check.
 */
class ExampleProjectsBuildTest {

    private static final Path WORKSPACE = Path.of(System.getProperty("arbiter.root", "../..")).resolve("examples/workspace");
    private static final List<String> PROJECTS = List.of("co-vua-mo-rong-2026", "co-tuong-vong-tron-2026", "dong-doi-co-vua-2026");

    @Test
    void everyExampleProjectBuildsWithItsDeliberateProblemsOnly() throws Exception {
        List<String> expected = new ArrayList<>();
        for (String line : Files.readAllLines(WORKSPACE.resolve("expected-problems.list"), StandardCharsets.UTF_8)) {
            if (line.startsWith("validate ")) {
                String[] f = line.split(" ");
                String[] at = f[1].split(":");
                expected.add(at[0] + ":" + at[1] + " " + f[2].toUpperCase(Locale.ROOT));
            }
        }
        List<String> found = new ArrayList<>();
        for (String name : PROJECTS) {
            IProject project = ExampleProjectBuild.importCopy(WORKSPACE.resolve(name), name + "-built");
            project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
            for (IMarker m : project.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_INFINITE)) {
                int severity = m.getAttribute(IMarker.SEVERITY, -1);
                if (severity >= IMarker.SEVERITY_WARNING) {
                    found.add(name + "/" + m.getResource().getProjectRelativePath() + ":" + m.getAttribute(IMarker.LINE_NUMBER, 0)
                            + " " + (severity == IMarker.SEVERITY_ERROR ? "ERROR" : "WARNING"));
                }
            }
            project.delete(true, true, new NullProgressMonitor());
        }
        assertEquals(expected.stream().sorted().toList(), found.stream().sorted().toList());
    }
}
