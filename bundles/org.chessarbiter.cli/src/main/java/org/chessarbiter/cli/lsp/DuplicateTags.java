package org.chessarbiter.cli.lsp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenTag;
import org.chessarbiter.scoresheet.files.FileProblem;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;
import org.chessarbiter.scoresheet.validation.ScoresheetValidator;

/**
 * The one rule of the scoresheet language that the game checks ({@code ScoresheetFileValidator.check}) do not
 * make: a tag name appears once per game (PGN standard 8.1), as {@link ScoresheetValidator#tagNamesAreUnique}
 * reports it, with its message and code, at the repeated tag's name. So that a document checked by the streaming
 * path gets the same findings as the language gives it.
 */
final class DuplicateTags {
    private DuplicateTags() {
    }

    /** The tags of {@code game} (read from {@code text}) whose name an earlier tag of the game has. */
    static List<FileProblem> of(WrittenGame game, String text) {
        List<FileProblem> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (WrittenTag tag : game.tags()) {
            if (!seen.add(tag.name())) {
                Problem p = Problem.error(ProblemKind.ILLEGAL, nameOf(tag, text),
                        Message.of(ScoresheetValidator.class, "duplicateTag", tag.name()));
                found.add(new FileProblem(ScoresheetIssueCodes.DUPLICATE_TAG, p));
            }
        }
        return found;
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
