package org.chessarbiter.editor.tests;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.chessarbiter.xtext.eclipse.core.BuildParticipant;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;

/** A build participant that records which resources each build told it about. */
public class RecordingBuildParticipant implements BuildParticipant {

    static final List<List<URI>> BUILDS = new CopyOnWriteArrayList<>();

    @Override
    public void build(IProject project, List<IResourceDescription.Delta> changes, IResourceDescriptions index,
            IProgressMonitor monitor) {
        BUILDS.add(changes.stream().map(IResourceDescription.Delta::getUri).toList());
    }
}
