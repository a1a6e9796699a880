package org.chessarbiter.xtext.eclipse.core;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IResourceDescription;

/**
 * An open document whose unsaved state the {@link DirtyStateService} publishes to the other documents of its
 * project: its text (which takes precedence over the saved file when a resource is loaded) and the index entry
 * of that text.
 */
public interface DirtyResource {

    URI uri();

    /** The workspace project the document belongs to, "" for a file outside the workspace. */
    String projectName();

    /** The unsaved text. */
    String contents();

    /**
     * The index entry of the current text when it can be had without waiting (the document may be parsed for it
     * now), else the last one published; null when there is none (a large file, never parsed).
     */
    IResourceDescription description();

    /** Whether the last published entry describes the current text. */
    boolean isDescriptionCurrent();
}
