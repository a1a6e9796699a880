package org.chessarbiter.xtext.eclipse;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Validates a file too large to be loaded into an {@code XtextResource}, by streaming it (extension
 * point {@code org.chessarbiter.xtext.eclipse.languages}, attribute {@code largeFileValidator}). Runs in a
 * job, off the UI thread; reports progress on the monitor and stops early when it is cancelled. Never
 * throws: an unreadable file is a problem too.
 */
public interface LargeFileValidator {

    /** The located problems of the file (offsets into the file's text). */
    List<LargeFileProblem> validate(Path file, IProgressMonitor monitor);
}
