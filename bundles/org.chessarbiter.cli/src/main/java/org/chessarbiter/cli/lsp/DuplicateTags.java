package org.chessarbiter.cli.lsp;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenTag;
import org.chessarbiter.scoresheet.files.FileProblem;
import org.chessarbiter.scoresheet.files.RepeatedTags;

/**
 * The repeated tags of a game of an open document ({@link RepeatedTags}, the language's rule that the game checks
 * do not make), each at its name as the document's text has it.
 */
final class DuplicateTags {
    private DuplicateTags() {
    }

    /** The tags of {@code game} (read from {@code text}) whose name an earlier tag of the game has. */
    static List<FileProblem> of(WrittenGame game, String text) {
        List<Location> names = new ArrayList<>();
        for (WrittenTag tag : game.tags()) {
            names.add(nameOf(tag, text));
        }
        return RepeatedTags.of(game, names);
    }

    /** The place of the tag's name: after its {@code [} and any blanks. */
    private static Location nameOf(WrittenTag tag, String text) {
        Token where = tag.where();
        int at = where.offset() + 1;
        while (at < text.length() && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
            at++;
        }
        int skipped = at - where.offset();
        return new Location(at, tag.name().length(), where.line(), where.column() + skipped, null);
    }
}
