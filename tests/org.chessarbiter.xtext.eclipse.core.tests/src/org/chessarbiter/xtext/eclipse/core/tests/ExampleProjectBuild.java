package org.chessarbiter.xtext.eclipse.core.tests;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.chessarbiter.xtext.eclipse.core.build.ProblemMarkers;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceDescription;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.osgi.framework.FrameworkUtil;

/**
 * One build of the example project ({@code examples/workspace/giai-mau}), the same in every runtime: a copy of
 * the project is imported into the running workspace and built in full, then a scoresheet with an illegal move
 * is added and the project is built incrementally. What the builder marked after each build is listed as
 * {@code file:line:start-end SEVERITY code} (no message: it is in the runtime's language). The headless test
 * and the workbench test compare their lists with the same expectation ({@value #EXPECTED}).
 */
public final class ExampleProjectBuild {

    /** The expected markers, a bundle entry: one line per marker, the builds separated by a line {@code --}. */
    public static final String EXPECTED = "expected/giai-mau.markers";

    /** A scoresheet whose second game has an illegal move: White's queen cannot reach d5 (FIDE 2018 3.4). */
    public static final String ILLEGAL_GAME = "[Event \"Test\"]\n[Site \"Ha Noi\"]\n[Date \"2026.11.26\"]\n[Round \"1\"]\n"
            + "[White \"An\"]\n[Black \"Binh\"]\n[Result \"*\"]\n\n1. d4 d5 2. Qxd5 *\n";

    private static final Path EXAMPLE = Path.of(System.getProperty("arbiter.root", "../..")).resolve("examples/workspace/giai-mau");

    private ExampleProjectBuild() {
    }

    /** Imports a copy of the example project under {@code projectName}, builds it twice: the markers after each build. */
    public static List<List<String>> run(String projectName) throws CoreException, IOException {
        IProject project = importCopy(EXAMPLE, projectName);
        project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
        List<String> full = markers(project);
        IFile sheet = project.getFile("nuoc-sai.bienban");
        sheet.create(new ByteArrayInputStream(ILLEGAL_GAME.getBytes(StandardCharsets.UTF_8)), true, new NullProgressMonitor());
        sheet.setCharset("UTF-8", new NullProgressMonitor());
        project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, new NullProgressMonitor());
        return List.of(full, markers(project));
    }

    /**
     * Imports a copy of the project folder {@code folder} into the running workspace under {@code projectName},
     * with automatic builds off: the project, open and not built.
     */
    public static IProject importCopy(Path folder, String projectName) throws CoreException, IOException {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IWorkspaceDescription settings = workspace.getDescription();
        if (settings.isAutoBuilding()) {
            settings.setAutoBuilding(false);
            workspace.setDescription(settings);
        }
        Path copy = Files.createTempDirectory(projectName);
        copyTree(folder, copy);
        IProjectDescription description = workspace.loadProjectDescription(IPath.fromOSString(copy.resolve(".project").toString()));
        description.setName(projectName);
        description.setLocation(IPath.fromOSString(copy.toString()));
        IProject project = workspace.getRoot().getProject(projectName);
        project.create(description, new NullProgressMonitor());
        project.open(new NullProgressMonitor());
        return project;
    }

    /** The expected markers of {@link #run}, read from {@value #EXPECTED}. */
    public static List<List<String>> expected() throws IOException {
        URL entry = FrameworkUtil.getBundle(ExampleProjectBuild.class).getEntry(EXPECTED);
        String text;
        try (InputStream in = entry.openStream()) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<List<String>> builds = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.equals("--")) {
                builds.add(current);
                current = new ArrayList<>();
            } else if (!line.isBlank() && !line.startsWith("#")) {
                current.add(line.strip());
            }
        }
        builds.add(current);
        return builds;
    }

    private static List<String> markers(IProject project) throws CoreException {
        return Arrays.stream(project.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_INFINITE))
                .map(ExampleProjectBuild::describe).sorted().toList();
    }

    private static String describe(IMarker marker) {
        String severity = switch (marker.getAttribute(IMarker.SEVERITY, -1)) {
            case IMarker.SEVERITY_ERROR -> "ERROR";
            case IMarker.SEVERITY_WARNING -> "WARNING";
            default -> "INFO";
        };
        return marker.getResource().getProjectRelativePath() + ":" + marker.getAttribute(IMarker.LINE_NUMBER, 0) + ":"
                + marker.getAttribute(IMarker.CHAR_START, -1) + "-" + marker.getAttribute(IMarker.CHAR_END, -1) + " "
                + severity + " " + marker.getAttribute(ProblemMarkers.CODE, "");
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.sorted(Comparator.naturalOrder()).toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target);
                }
            }
        }
    }
}
