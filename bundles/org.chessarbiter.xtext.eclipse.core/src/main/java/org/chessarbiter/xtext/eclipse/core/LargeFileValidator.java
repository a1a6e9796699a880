package org.chessarbiter.xtext.eclipse.core;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.rules.Problem;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Validates a file too large to be loaded into an {@code XtextResource}, by streaming it (extension
 * point {@code org.chessarbiter.xtext.eclipse.languages}, attribute {@code largeFileValidator}). Runs in a
 * job or in the build, never on the UI thread; reports progress on the monitor and stops early when it is
 * cancelled. Never throws: an unreadable file is a problem too.
 */
public interface LargeFileValidator {

    /**
     * The problems of the file, in the project's one problem vocabulary: each {@link Problem} is located by
     * offset, length and 1-based line in the file's text; its message is formatted when it is shown (the marker).
     */
    List<Problem> validate(Path file, IProgressMonitor monitor);
}
