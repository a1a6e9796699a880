package org.chessarbiter.scoresheet.ide.notation;

import com.google.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.scoresheet.convert.ScoresheetConverter;
import org.chessarbiter.scoresheet.convert.Syntax;
import org.chessarbiter.scoresheet.mapping.GameReplays;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;

/**
 * Games rewritten in another notation, as replacements of their text (the "convert the game" quick fixes
 * and the "convert to the preferred notation" command). A text that does not parse is not converted: a
 * conversion would drop what the parser could not place.
 */
public class GameConversions {

    /** Replace {@code length} characters at {@code offset} with {@code text}. */
    public record Replacement(int offset, int length, String text) {
    }

    @Inject
    private ScoresheetConverter converter;

    @Inject
    private GameReplays replays;

    @Inject
    private WritingNotation writing;

    /** {@code game} written in the notation {@code notationId}, in {@code syntax}. */
    public Replacement convert(Game game, String notationId, Syntax syntax) {
        ICompositeNode node = NodeModelUtils.getNode(game);
        return new Replacement(node.getOffset(), node.getEndOffset() - node.getOffset(),
                converter.convert(game, notationId, syntax).stripTrailing());
    }

    /**
     * Every game of the resource that is not written in the preferred notation of its kind, rewritten in it
     * (in a {@code *.pgn} file only a PGN notation, in PGN syntax); empty when the text has syntax errors or
     * nothing is to be converted.
     */
    public List<Replacement> toPreferred(XtextResource resource) {
        List<Replacement> replacements = new ArrayList<>();
        if (resource.getParseResult() == null || resource.getParseResult().hasSyntaxErrors()
                || !(resource.getParseResult().getRootASTElement() instanceof Database database)) {
            return replacements;
        }
        for (Game game : database.getGames()) {
            GameReplay<?, ?> replay = replays.of(game);
            boolean pgn = "pgn".equals(replay.game().fileExtension());
            target(replay, pgn).ifPresent(id -> replacements.add(convert(game, id, pgn ? Syntax.PGN : Syntax.SCORESHEET)));
        }
        return replacements;
    }

    /** The preferred notation's id, unless every move of the game already reads in it. */
    private <P extends Position<P, M>, M extends Move> Optional<String> target(GameReplay<P, M> replay, boolean pgn) {
        return writing.preferredOf(replay.kind(), pgn).filter(notation -> !writing.readsEveryMove(replay, notation))
                .map(MoveNotation::id);
    }
}
