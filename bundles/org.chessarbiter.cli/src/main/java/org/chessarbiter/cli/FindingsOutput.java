package org.chessarbiter.cli;

import org.chessarbiter.cli.validate.ValidationListener;

/** Where {@code validate} writes what it found: lines, JSON or SARIF ({@link OutputFormat}). */
interface FindingsOutput extends ValidationListener {

    /** Ends the output, with the counts of the whole run. */
    void finish(ValidationCounts counts);
}
