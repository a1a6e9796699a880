package org.chessarbiter.workspace.build;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.standings.StandingsService;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

/**
 * The build of a tournament project's tournament files ({@code *.trf}, {@code *.tournament}): each changed file is
 * read by the same service as the standings view and {@code ./arbiter standings}, and its problems become markers
 * of type {@link #MARKER} (file, line, reason in the workbench's language) in the Problems view.
 */
public class TournamentBuilder extends IncrementalProjectBuilder {

    /** The builder's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.tournamentBuilder";

    /** The problems of tournament files (a problem marker and a text marker). */
    public static final String MARKER = "org.chessarbiter.workspace.problem";

    @Override
    protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
        IResourceDelta delta = kind == FULL_BUILD ? null : getDelta(getProject());
        List<IFile> files = new ArrayList<>();
        if (delta == null) {
            getProject().accept(r -> {
                if (isTournamentFile(r)) {
                    files.add((IFile) r);
                }
                return true;
            });
        } else {
            delta.accept(d -> {
                if (d.getKind() != IResourceDelta.REMOVED && isTournamentFile(d.getResource())) {
                    files.add((IFile) d.getResource());
                }
                return true;
            });
        }
        SubMonitor progress = SubMonitor.convert(monitor, files.size());
        for (IFile file : files) {
            progress.checkCanceled();
            check(file);
            progress.worked(1);
        }
        return null;
    }

    @Override
    protected void clean(IProgressMonitor monitor) throws CoreException {
        getProject().deleteMarkers(MARKER, true, IResource.DEPTH_INFINITE);
    }

    /** Replaces the markers of one tournament file by the problems of reading it now. */
    public static void check(IFile file) throws CoreException {
        file.deleteMarkers(MARKER, true, IResource.DEPTH_ZERO);
        if (!file.exists() || file.getLocation() == null) {
            return;
        }
        ParseResult<Tournament> read = StandingsService.load(file.getLocation().toPath());
        for (Problem p : read.problems()) {
            IMarker marker = file.createMarker(MARKER);
            Location at = p.location();
            marker.setAttributes(new String[] { IMarker.SEVERITY, IMarker.MESSAGE, IMarker.LOCATION },
                    new Object[] { severity(p), p.message().format(Locale.getDefault()), at.toString() });
            if (at.line() > 0) {
                marker.setAttribute(IMarker.LINE_NUMBER, at.line());
            }
        }
    }

    private static int severity(Problem p) {
        return switch (p.severity()) {
            case ERROR -> IMarker.SEVERITY_ERROR;
            case WARNING -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        };
    }

    private static boolean isTournamentFile(IResource r) {
        String ext = r.getType() == IResource.FILE ? r.getFileExtension() : null;
        return "trf".equalsIgnoreCase(ext) || "tournament".equalsIgnoreCase(ext);
    }
}
