package org.chessarbiter.xtext.eclipse;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.rules.Problem;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Validates a file too large to be loaded into an {@code XtextResource}, by streaming it (extension
 * point {@code org.chessarbiter.xtext.eclipse.languages}, attribute {@code largeFileValidator}). Runs in a
 * job, off the UI thread; must honour cancellation and report progress on the monitor.
 */
public interface LargeFileValidator {

    /** The located problems of the file (offsets into the file's text); an unreadable file is a problem too. */
    List<Problem> validate(Path file, IProgressMonitor monitor);
}
