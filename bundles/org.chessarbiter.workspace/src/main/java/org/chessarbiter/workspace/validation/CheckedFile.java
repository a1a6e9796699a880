package org.chessarbiter.workspace.validation;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.rules.game.WrittenGame;

/**
 * A file of the languages as checked: its problems in the order of its text, and for a game file its games
 * as written (tags, moves, result and where each is), when they were asked for.
 *
 * @param file     the file
 * @param problems its problems (reading, decoding, syntax, the language's own checks)
 * @param games    the number of games it holds (0 for a document that is not a game file)
 * @param written  its games as written, in file order (empty unless asked for)
 */
public record CheckedFile(Path file, List<Reported> problems, long games, List<WrittenGame> written) {

    public CheckedFile {
        problems = List.copyOf(problems);
        written = List.copyOf(written);
    }
}
