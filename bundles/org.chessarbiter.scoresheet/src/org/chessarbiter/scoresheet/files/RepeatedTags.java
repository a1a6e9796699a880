package org.chessarbiter.scoresheet.files;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenTag;
import org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes;

/**
 * The one rule of the scoresheet language that the game checks ({@link ScoresheetFileValidator#check}) do not
 * make: a tag name appears once per game (PGN standard 8.1), reported as the language's validator reports it (its
 * message and code, at the repeated tag's name), so that a game file checked game by game (the language server's
 * large documents, {@code arbiter validate} of a large file) gets the same findings as the editor gives it. Plain
 * Java: no language needed.
 */
public final class RepeatedTags {
    private RepeatedTags() {
    }

    /**
     * The games of a file with extension {@code fileExtension} read from the engines' PGN reader ({@link PgnGames}),
     * each handed to {@code games} with where the names of its tags are written (what {@link #of} needs); the
     * syntax problems to {@code syntax}, each before the game it belongs to.
     */
    public static PgnGames reading(String fileExtension, BiConsumer<WrittenGame, List<Location>> games,
            Consumer<Problem> syntax) {
        List<Location> names = new ArrayList<>();
        return new PgnGames(fileExtension, game -> games.accept(game, List.copyOf(names)), syntax) {
            @Override
            public void beginGame(Location location) {
                names.clear();
                super.beginGame(location);
            }

            @Override
            public void tagName(String name, Location location) {
                names.add(location);
            }
        };
    }

    /**
     * The tags of {@code game} whose name an earlier tag of the game has; {@code names} holds where the name of each
     * tag of the game is written, in the order of its tags.
     */
    public static List<FileProblem> of(WrittenGame game, List<Location> names) {
        List<FileProblem> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        List<WrittenTag> tags = game.tags();
        for (int i = 0; i < tags.size(); i++) {
            String name = tags.get(i).name();
            if (!seen.add(name)) {
                Problem p = Problem.error(ProblemKind.ILLEGAL, names.get(i),
                        Message.of(ScoresheetIssueCodes.class, "duplicateTag", name));
                found.add(new FileProblem(ScoresheetIssueCodes.DUPLICATE_TAG, p));
            }
        }
        return found;
    }
}
