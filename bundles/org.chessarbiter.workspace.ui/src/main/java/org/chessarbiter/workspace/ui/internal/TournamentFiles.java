package org.chessarbiter.workspace.ui.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.runtime.CoreException;

/**
 * Which tournament file the standings view shows: the selected {@code *.trf} / {@code *.tournament}
 * file, else the first such file (by path) of the selected resource's project (none if it has
 * none), and when nothing is selected yet (right after start) the first such file of the open
 * projects by name. Reads only
 * the workspace's resource tree; called from the view's job, never from the UI thread.
 */
public final class TournamentFiles {

    private TournamentFiles() {
    }

    public static boolean isTournamentFile(IResource r) {
        if (r == null || r.getType() != IResource.FILE || !r.exists()) {
            return false;
        }
        String ext = r.getFileExtension() == null ? "" : r.getFileExtension().toLowerCase(Locale.ROOT);
        return ext.equals("trf") || ext.equals("tournament");
    }

    /** The file to show for a selected resource (null: nothing selected: the workspace's projects). */
    public static Optional<IFile> resolve(IResource selected, IWorkspaceRoot root) {
        if (isTournamentFile(selected)) {
            return Optional.of((IFile) selected);
        }
        if (selected != null && selected.getProject() != null) {
            return firstIn(selected.getProject());
        }
        IProject[] projects = root.getProjects();
        java.util.Arrays.sort(projects, Comparator.comparing(IProject::getName));
        for (IProject p : projects) {
            Optional<IFile> f = firstIn(p);
            if (f.isPresent()) {
                return f;
            }
        }
        return Optional.empty();
    }

    /** The first tournament file under a container, by path; empty for a closed project. */
    public static Optional<IFile> firstIn(IContainer container) {
        if (!container.isAccessible()) {
            return Optional.empty();
        }
        List<IFile> found = new ArrayList<>();
        try {
            container.accept(r -> {
                if (isTournamentFile(r)) {
                    found.add((IFile) r);
                }
                return !r.getName().startsWith(".") || r == container;
            });
        } catch (CoreException e) {
            return Optional.empty();
        }
        return found.stream().min(Comparator.comparing(f -> f.getFullPath().toString()));
    }
}
