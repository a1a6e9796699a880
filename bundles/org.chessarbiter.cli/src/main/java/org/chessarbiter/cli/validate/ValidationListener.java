package org.chessarbiter.cli.validate;

import java.nio.file.Path;
import org.chessarbiter.workspace.validation.Reported;

/**
 * What a validation tells as it goes, in file order and, within a file, in the order of its text (all on
 * the thread that runs the validation): each file begun, its problems, its end with the number of games
 * it holds, and the files left out.
 */
public interface ValidationListener {

    /** {@code file} is checked now. */
    void begin(Path file, FileKind kind);

    /** A problem of {@code file}. */
    void problem(Path file, Reported problem);

    /** {@code file} is checked; it holds {@code games} games (0 for a file that is not a game file). */
    void end(Path file, long games);

    /** {@code file} is being read: {@code games} of its games so far (told now and then for a large file). */
    default void progress(Path file, long games) {
        // only a progress display needs it
    }

    /** {@code file}, met in a folder, is not of a kind that is checked (or is a folder met again through a link). */
    void skipped(Path file);
}
