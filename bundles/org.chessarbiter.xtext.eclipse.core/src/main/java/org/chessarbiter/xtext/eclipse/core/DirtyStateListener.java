package org.chessarbiter.xtext.eclipse.core;

import java.util.List;

import org.eclipse.xtext.resource.IResourceDescription;

/**
 * Told when the unsaved state of a project's open documents changed ({@link DirtyStateService}): a document
 * published the entry of a new text, or was closed. Called on the thread that published, which may hold that
 * document's lock: a listener must not block (it schedules work).
 */
@FunctionalInterface
public interface DirtyStateListener {

    /**
     * @param projectName the project whose documents changed
     * @param changes the old and new entries of the documents that changed (a closed document's new entry is null)
     */
    void dirtyStateChanged(String projectName, List<IResourceDescription.Delta> changes);
}
