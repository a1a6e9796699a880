package org.chessarbiter.xtext.eclipse.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILog;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IExternalContentSupport.IExternalContentProvider;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.impl.DefaultResourceDescriptionDelta;

/**
 * The unsaved state of the open documents (as Xtext's dirty state manager keeps it for its editors): each
 * {@link DirtyResource} is managed while its document is open; when it has parsed a new text it publishes the
 * new index entry ({@link #announce}), which overlays the project's built index for the other documents of the
 * project, and the listeners are told. Its text is the external content of its URI (it takes precedence over the
 * saved file when a resource is loaded).
 * <p>
 * Every change (an entry published, a document closed, the project's index built again) is numbered by one
 * clock; a document that linked against the state at number {@code g} of its project is linked again once a
 * change of another document, or of the index, has a later number ({@link #generation}).
 * <p>
 * Thread-safe; owned by the core bundle ({@link XtextCore#dirtyState()}).
 */
public final class DirtyStateService implements IExternalContentProvider {

    private final Map<DirtyResource, Published> open = new LinkedHashMap<>();
    private final Map<String, Long> projectChanges = new HashMap<>();
    private final List<DirtyStateListener> listeners = new CopyOnWriteArrayList<>();
    private long clock;

    /** What a document last published, and when. */
    private static final class Published {
        IResourceDescription description;
        long changedAt;
    }

    /** Starts publishing the unsaved state of an open document. */
    public synchronized void manage(DirtyResource resource) {
        open.putIfAbsent(resource, new Published());
    }

    /** Stops publishing a document (its editor closed): the project's other documents see the saved file again. */
    public void discard(DirtyResource resource) {
        Published published;
        synchronized (this) {
            published = open.remove(resource);
            if (published == null) {
                return;
            }
            projectChanges.put(resource.projectName(), ++clock);
        }
        if (published.description != null) {
            notifyListeners(resource.projectName(), List.of(new DefaultResourceDescriptionDelta(published.description, null)));
        }
    }

    /** Publishes the index entry of a document's new text and tells the listeners. */
    public void announce(DirtyResource resource, IResourceDescription description) {
        IResourceDescription old;
        synchronized (this) {
            Published published = open.get(resource);
            if (published == null) {
                return;
            }
            old = published.description;
            published.description = description;
            published.changedAt = ++clock;
        }
        if (old != null || description != null) {
            notifyListeners(resource.projectName(), List.of(new DefaultResourceDescriptionDelta(old, description)));
        }
    }

    /** The builder built a project's index again: its documents link against it next time. */
    public synchronized void indexChanged(String projectName) {
        projectChanges.put(projectName, ++clock);
    }

    /**
     * The number of the last change that a document of the project sees: the last entry published by another open
     * document of the project, a document closed, or the project's index built.
     */
    public synchronized long generation(String projectName, URI except) {
        long result = projectChanges.getOrDefault(projectName, 0L);
        for (Map.Entry<DirtyResource, Published> entry : open.entrySet()) {
            if (entry.getKey().projectName().equals(projectName) && !entry.getKey().uri().equals(except)) {
                result = Math.max(result, entry.getValue().changedAt);
            }
        }
        return result;
    }

    /**
     * Brings the entries of the project's other open documents up to date where that needs no waiting (a document
     * being parsed keeps its last entry; see {@link DirtyResource#description()}).
     */
    public void update(String projectName, URI except) {
        for (DirtyResource resource : others(projectName, except)) {
            resource.description();
        }
    }

    /** The entries the project's other open documents last published (their unsaved state). */
    public synchronized List<IResourceDescription> descriptions(String projectName, URI except) {
        List<IResourceDescription> result = new ArrayList<>();
        open.forEach((resource, published) -> {
            if (resource.projectName().equals(projectName) && !resource.uri().equals(except) && published.description != null) {
                result.add(published.description);
            }
        });
        return result;
    }

    /** Whether the entries of the project's other open documents describe their current texts. */
    public boolean areCurrent(String projectName, URI except) {
        return others(projectName, except).stream().allMatch(DirtyResource::isDescriptionCurrent);
    }

    /** The open document with this URI, if any. */
    public synchronized Optional<DirtyResource> find(URI uri) {
        return open.keySet().stream().filter(resource -> resource.uri().equals(uri)).findFirst();
    }

    public void addListener(DirtyStateListener listener) {
        listeners.add(listener);
    }

    public void removeListener(DirtyStateListener listener) {
        listeners.remove(listener);
    }

    @Override
    public String getContent(URI uri) {
        return find(uri).map(DirtyResource::contents).orElse(null);
    }

    @Override
    public boolean hasContent(URI uri) {
        return find(uri).isPresent();
    }

    @Override
    public IExternalContentProvider getActualContentProvider() {
        return this;
    }

    private synchronized List<DirtyResource> others(String projectName, URI except) {
        return open.keySet().stream()
                .filter(resource -> resource.projectName().equals(projectName) && !resource.uri().equals(except)).toList();
    }

    private void notifyListeners(String projectName, List<IResourceDescription.Delta> changes) {
        for (DirtyStateListener listener : listeners) {
            try {
                listener.dirtyStateChanged(projectName, changes);
            } catch (RuntimeException e) {
                ILog.of(DirtyStateService.class).error(String.valueOf(e.getMessage()), e);
            }
        }
    }
}
