package org.chessarbiter.xtext.eclipse.core;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.IExternalContentSupport;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.resource.impl.ChunkedResourceDescriptions;
import org.eclipse.xtext.resource.impl.ProjectDescription;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsData;

/**
 * Resource sets that see a project: the project's description (for
 * {@code ProjectDescriptionBasedContainerManager}), its index as one chunk of a
 * {@link ChunkedResourceDescriptions}, and the unsaved text of open documents as external content
 * ({@link DirtyStateService}).
 */
public final class ProjectResourceSets {

    /** What {@link #refresh} returns when an open document's entry was older than its text. */
    public static final long NOT_CURRENT = Long.MIN_VALUE;

    private ProjectResourceSets() {
    }

    /** A resource set of the language for the project (the project's index is set by {@link #refresh}). */
    public static XtextResourceSet create(XtextLanguage language, String projectName) {
        XtextResourceSet resourceSet = language.get(XtextResourceSet.class);
        attach(resourceSet, projectName, new ResourceDescriptionsData(List.of()));
        language.get(IExternalContentSupport.class).configureResourceSet(resourceSet, XtextCore.get().dirtyState());
        return resourceSet;
    }

    /** Attaches the project description and an index chunk holding {@code data} to a resource set. */
    public static void attach(XtextResourceSet resourceSet, String projectName, ResourceDescriptionsData data) {
        ProjectDescription project = new ProjectDescription();
        project.setName(projectName);
        project.attachToEmfObject(resourceSet);
        ChunkedResourceDescriptions index = new ChunkedResourceDescriptions(new ConcurrentHashMap<>(), resourceSet);
        if (ChunkedResourceDescriptions.findInEmfObject(resourceSet) == null) {
            index.attachToEmfObject(resourceSet);
        }
        index.setContainer(projectName, data);
    }

    /**
     * Before a parse: the project's index as built, overlaid with the unsaved state of the other open
     * documents of the project (brought up to date first where that needs no waiting); resources loaded for
     * cross references are dropped so that they are read again (from the open documents first, then from
     * disk). Returns the generation of the state linked against ({@link DirtyStateService#generation}), or
     * {@link #NOT_CURRENT} when an open document's entry describes an older text of it (that document is being
     * parsed now; it publishes its entry when done): the caller links again later.
     */
    public static long refresh(XtextResourceSet resourceSet, String projectName, URI self) {
        DirtyStateService dirtyState = XtextCore.get().dirtyState();
        dirtyState.update(projectName, self);
        long generation = dirtyState.generation(projectName, self);
        ResourceDescriptionsData data = ProjectIndexes.get().snapshot(projectName);
        for (IResourceDescription dirty : dirtyState.descriptions(projectName, self)) {
            data.addDescription(dirty.getURI(), dirty);
        }
        boolean current = dirtyState.areCurrent(projectName, self);
        ChunkedResourceDescriptions.findInEmfObject(resourceSet).setContainer(projectName, data);
        for (Resource other : List.copyOf(resourceSet.getResources())) {
            if (!other.getURI().equals(self)) {
                other.unload();
                resourceSet.getResources().remove(other);
            }
        }
        return current ? generation : NOT_CURRENT;
    }
}
