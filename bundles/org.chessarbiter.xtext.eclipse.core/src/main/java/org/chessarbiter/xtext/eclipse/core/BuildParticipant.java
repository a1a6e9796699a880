package org.chessarbiter.xtext.eclipse.core;

import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;

/**
 * Later work of a build (standings, pairings ...), called after the Xtext files of a project were
 * indexed and validated (extension point {@code org.chessarbiter.xtext.eclipse.buildParticipants}).
 */
public interface BuildParticipant {

    /**
     * @param project the project that was built
     * @param changes the resources whose description changed in this build (added, changed, deleted)
     * @param index the project's index after the build
     * @param monitor progress and cancellation
     */
    void build(IProject project, List<IResourceDescription.Delta> changes, IResourceDescriptions index,
            IProgressMonitor monitor) throws CoreException;
}
