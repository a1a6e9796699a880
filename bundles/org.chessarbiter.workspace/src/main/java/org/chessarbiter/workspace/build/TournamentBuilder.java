package org.chessarbiter.workspace.build;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.project.ProjectBuild;
import org.chessarbiter.workspace.project.ProjectBuildResult;
import org.chessarbiter.workspace.project.ProjectFiles;
import org.chessarbiter.workspace.project.ProjectProblem;
import org.chessarbiter.workspace.standings.StandingsService;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

/**
 * The build of a tournament project in the workbench: the headless {@link ProjectBuild} that {@code arbiter build}
 * runs, on the project's folder. A full build reads everything; an incremental one passes the source files of the
 * delta (never the derived outputs) to {@link ProjectBuild#rebuild}, which checks only those again. Its problems
 * become markers of type {@link #MARKER} on their file and line (the tournament state's, a TRF file's, a
 * scoresheet's, in the workbench's language); a scoresheet's and the regulations' own checks are left to the
 * languages' build, which marks them already. The {@code derived/} folder is refreshed and marked derived.
 */
public class TournamentBuilder extends IncrementalProjectBuilder {

    /** The builder's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.tournamentBuilder";

    /** The problems of tournament projects (a problem marker and a text marker). */
    public static final String MARKER = "org.chessarbiter.workspace.problem";

    /** The marker attribute naming the build's rule that found the problem ({@code result}, {@code regulations}...). */
    public static final String RULE = "org.chessarbiter.workspace.rule";

    private ProjectBuild project;

    @Override
    protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
        SubMonitor progress = SubMonitor.convert(monitor, 3);
        IPath location = getProject().getLocation();
        if (location == null) {
            return null;
        }
        Path root = location.toPath();
        IResourceDelta delta = kind == FULL_BUILD || project == null ? null : getDelta(getProject());
        ProjectBuildResult result;
        if (delta == null) {
            project = new ProjectBuild(root, Locale.getDefault(), true);
            result = project.build();
        } else {
            List<Path> changed = new ArrayList<>();
            delta.accept(d -> {
                IPath at = d.getResource().getLocation();
                if (d.getResource().getType() == IResource.FILE && at != null && ProjectBuild.isSource(root, at.toPath())) {
                    changed.add(at.toPath());
                }
                return !(d.getResource() instanceof IFolder f && f.getProjectRelativePath().segmentCount() == 1
                        && f.getName().equals(ProjectFiles.DERIVED));
            });
            if (changed.isEmpty()) {
                return null;
            }
            result = project.rebuild(changed);
        }
        progress.worked(1);
        progress.checkCanceled();
        mark(result);
        progress.worked(1);
        IFolder derived = getProject().getFolder(ProjectFiles.DERIVED);
        derived.refreshLocal(IResource.DEPTH_INFINITE, progress.split(1));
        if (derived.exists()) {
            derived.setDerived(true, null);
        }
        return null;
    }

    @Override
    protected void clean(IProgressMonitor monitor) throws CoreException {
        getProject().deleteMarkers(MARKER, true, IResource.DEPTH_INFINITE);
        project = null;
    }

    /** Replaces the project's markers by the problems of the build (those the languages' build does not mark). */
    private void mark(ProjectBuildResult result) throws CoreException {
        getProject().deleteMarkers(MARKER, true, IResource.DEPTH_INFINITE);
        for (ProjectProblem p : result.all()) {
            if (p.origin() == ProjectProblem.Origin.VALIDATION) {
                continue;
            }
            Path relative = result.root().relativize(p.file());
            IResource on = relative.toString().isEmpty() ? getProject() : getProject().getFile(IPath.fromOSString(relative.toString()));
            create(on.exists() ? on : getProject(), p.problem()).setAttribute(RULE, p.rule());
        }
    }

    /** Replaces the markers of one tournament file by the problems of reading it now. */
    public static void check(IFile file) throws CoreException {
        file.deleteMarkers(MARKER, true, IResource.DEPTH_ZERO);
        if (!file.exists() || file.getLocation() == null) {
            return;
        }
        ParseResult<Tournament> read = StandingsService.load(file.getLocation().toPath());
        for (Problem p : read.problems()) {
            create(file, p);
        }
    }

    private static IMarker create(IResource on, Problem p) throws CoreException {
        IMarker marker = on.createMarker(MARKER);
        Location at = p.location();
        marker.setAttributes(new String[] { IMarker.SEVERITY, IMarker.MESSAGE, IMarker.LOCATION },
                new Object[] { severity(p), p.message().format(Locale.getDefault()), at.toString() });
        if (at.line() > 0) {
            marker.setAttribute(IMarker.LINE_NUMBER, at.line());
        }
        return marker;
    }

    private static int severity(Problem p) {
        return switch (p.severity()) {
            case ERROR -> IMarker.SEVERITY_ERROR;
            case WARNING -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        };
    }
}
