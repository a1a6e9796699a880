package org.chessarbiter.workspace.ui.internal.fix;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.workspace.op.OperationResult;
import org.chessarbiter.workspace.project.ResultFix;
import org.chessarbiter.workspace.project.ResultDisagreement;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IMarkerResolution;

/** One side of a result disagreement taken: the tournament's into the scoresheet, or the scoresheet's into the tournament. */
final class TakeResolution implements IMarkerResolution {

    private final ResultDisagreement disagreement;
    private final boolean intoTournament;

    TakeResolution(ResultDisagreement disagreement, boolean intoTournament) {
        this.disagreement = disagreement;
        this.intoTournament = intoTournament;
    }

    @Override
    public String getLabel() {
        return intoTournament
                ? NLS.bind(Messages.TakeResolution_intoTournament, disagreement.written().notation(),
                        disagreement.state().getFileName())
                : NLS.bind(Messages.TakeResolution_intoScoresheet, disagreement.recorded().notation(),
                        disagreement.scoresheet().getFileName());
    }

    @Override
    public void run(IMarker marker) {
        List<Problem> problems;
        if (intoTournament) {
            OperationResult r = ResultFix.takeScoresheet(disagreement, new NullProgressMonitor());
            problems = r.hasErrors() ? r.problems() : List.of();
        } else {
            ParseResult<java.nio.file.Path> r = ResultFix.takeTournament(disagreement);
            problems = r.isOk() ? List.of() : r.problems();
        }
        refresh(intoTournament ? disagreement.state() : disagreement.scoresheet());
        if (!problems.isEmpty() && Display.getCurrent() != null) {
            MessageDialog.openError(Display.getCurrent().getActiveShell(), getLabel(), problems.stream()
                    .map(p -> p.message().format(Locale.getDefault())).collect(Collectors.joining("\n")));
        }
    }

    /** The changed file read again by the workspace, which builds the project again. */
    private static void refresh(java.nio.file.Path file) {
        for (IFile f : ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(IPath.fromPath(file).toFile().toURI())) {
            try {
                f.refreshLocal(IResource.DEPTH_ZERO, new NullProgressMonitor());
            } catch (CoreException e) {
                ILog.of(TakeResolution.class).error(file.toString(), e);
            }
        }
    }
}
