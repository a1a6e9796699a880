package org.chessarbiter.workspace.ui.internal.wizards;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.chessarbiter.workspace.ui.internal.TournamentFiles;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;

/** The tournaments a wizard can work on: the {@code *.tournament} and {@code *.trf} files of the open projects. */
final class StateFiles {

    private StateFiles() {
    }

    /** Every tournament file of the open projects, by path. */
    static List<IFile> all(IWorkspaceRoot root) {
        List<IFile> found = new ArrayList<>();
        for (IProject p : root.getProjects()) {
            if (!p.isOpen()) {
                continue;
            }
            try {
                p.accept(r -> {
                    if (TournamentFiles.isTournamentFile(r)) {
                        found.add((IFile) r);
                    }
                    return r.getType() != IResource.FOLDER || !r.getName().startsWith(".");
                });
            } catch (CoreException e) {
                // a project that cannot be read offers nothing
            }
        }
        found.sort(Comparator.comparing(f -> f.getFullPath().toString()));
        return found;
    }

    /** The tournament file of the selection (the file, else the first of its project), or null. */
    static IFile selected(IStructuredSelection selection, IWorkspaceRoot root) {
        Object first = selection == null ? null : selection.getFirstElement();
        IResource r = first == null ? null : Adapters.adapt(first, IResource.class);
        return r == null ? null : TournamentFiles.resolve(r, root).orElse(null);
    }
}
