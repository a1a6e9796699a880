package org.chessarbiter.workspace.ui.internal.fix;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.workspace.build.TournamentBuilder;
import org.chessarbiter.workspace.project.ResultFix;
import org.chessarbiter.workspace.project.ProjectBuild;
import org.chessarbiter.workspace.project.ResultDisagreement;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.IPath;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;

/**
 * The quick fixes of a result the scoresheet and the tournament disagree on (the tournament build's problem of rule
 * {@code result}, on either file): write the tournament's result into the scoresheet, or record the scoresheet's in
 * the tournament while its round is not published ({@link ResultFix}). The disagreement is found again by a build of
 * the project without derived outputs, at the marker's file and line.
 */
public class ResultResolutions implements IMarkerResolutionGenerator2 {

    private static final String RULE = "result";

    @Override
    public boolean hasResolutions(IMarker marker) {
        return RULE.equals(marker.getAttribute(TournamentBuilder.RULE, ""));
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        Optional<ResultDisagreement> found = disagreement(marker);
        if (found.isEmpty()) {
            return new IMarkerResolution[0];
        }
        ResultDisagreement d = found.get();
        List<IMarkerResolution> out = new ArrayList<>();
        if (ResultFix.canTakeTournament(d)) {
            out.add(new TakeResolution(d, false));
        }
        if (ResultFix.canTakeScoresheet(d)) {
            out.add(new TakeResolution(d, true));
        }
        return out.toArray(IMarkerResolution[]::new);
    }

    /** The disagreement a marker stands for: the one whose problem is at its file and line. */
    static Optional<ResultDisagreement> disagreement(IMarker marker) {
        IProject project = marker.getResource().getProject();
        IPath root = project.getLocation();
        IPath file = marker.getResource().getLocation();
        if (root == null || file == null) {
            return Optional.empty();
        }
        Path at = file.toPath().toAbsolutePath().normalize();
        int line = marker.getAttribute(IMarker.LINE_NUMBER, -1);
        return new ProjectBuild(root.toPath(), Locale.getDefault(), false).build().disagreements().stream()
                .filter(d -> d.scoresheet().equals(at) && d.onScoresheet().line() == line
                        || d.state().equals(at) && d.onState().line() == line)
                .findFirst();
    }
}
