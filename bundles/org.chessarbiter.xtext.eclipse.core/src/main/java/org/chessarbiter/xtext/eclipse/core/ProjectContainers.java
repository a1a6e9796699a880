package org.chessarbiter.xtext.eclipse.core;

import java.util.List;

import org.eclipse.xtext.resource.IContainer;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.containers.ProjectDescriptionBasedContainerManager;
import org.eclipse.xtext.resource.impl.ChunkedResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsBasedContainer;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsData;

/**
 * The containers a resource sees: its project's, from the project description attached to the resource set
 * (a {@link ChunkedResourceDescriptions} with one chunk per project, see {@code ProjectResourceSets}). Xtext's
 * incremental builder also asks with the plain index of the project being built (whether a changed file affects
 * another, {@code Indexer.isAffected}), a {@link ResourceDescriptionsData}: that index is the project's one container.
 */
public class ProjectContainers extends ProjectDescriptionBasedContainerManager {

    @Override
    public List<IContainer> getVisibleContainers(IResourceDescription description, IResourceDescriptions resourceDescriptions) {
        if (resourceDescriptions instanceof ResourceDescriptionsData projectIndex) {
            return List.of(new ResourceDescriptionsBasedContainer(projectIndex));
        }
        return super.getVisibleContainers(description, resourceDescriptions);
    }
}
