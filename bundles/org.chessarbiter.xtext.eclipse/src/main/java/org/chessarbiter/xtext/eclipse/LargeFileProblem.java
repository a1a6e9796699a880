package org.chessarbiter.xtext.eclipse;

import org.eclipse.xtext.diagnostics.Severity;

/**
 * A problem a {@link LargeFileValidator} found: what is wrong (its message, already in the user's language,
 * as Xtext's issues are) and where (offset and length in the file's text, 1-based line), with the issue code
 * of the language when it has one.
 */
public record LargeFileProblem(Severity severity, String message, int offset, int length, int line, String code) {
}
