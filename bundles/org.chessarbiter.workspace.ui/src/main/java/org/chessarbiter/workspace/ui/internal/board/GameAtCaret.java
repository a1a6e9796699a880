package org.chessarbiter.workspace.ui.internal.board;

import java.util.List;

import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.scoresheet.mapping.GameReplays;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Element;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.MoveNumber;
import org.chessarbiter.workspace.ui.board.MoveNumbering;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * The replay of the game at an offset of an open scoresheet: the game whose text contains it (else the last
 * game before it, else the first), replayed by the language's {@link GameReplays} (the one replay every
 * editor service reads, cached per text). Read under the document model's lock; the replay is immutable
 * values and is used outside it.
 */
final class GameAtCaret {

    private GameAtCaret() {
    }

    /** Whether the model is of the scoresheet language (the language of {@code *.bienban} files), without parsing it. */
    static boolean isScoresheet(DocumentModel model) {
        return !model.isLarge() && XtextLanguages.get().forFileExtension("bienban")
                .filter(language -> language.id().equals(model.language().id())).isPresent();
    }

    /** The replay of the game at {@code offset}, or null when the file has no game. */
    static GameReplay<?, ?> replay(DocumentModel model, int offset) {
        if (model.isLarge()) {
            return null;
        }
        return model.read(state -> {
            if (!(root(state) instanceof Database database) || database.getGames().isEmpty()) {
                return null;
            }
            Game game = gameAt(database.getGames(), offset);
            return model.language().get(GameReplays.class).of(game);
        });
    }

    /** How the file writes its move numbers: as its first number of a first side's move, else as PGN does. */
    static MoveNumbering numbering(DocumentModel model) {
        if (model.isLarge()) {
            return MoveNumbering.PGN;
        }
        return model.read(state -> {
            if (root(state) instanceof Database database) {
                for (Game game : database.getGames()) {
                    List<Element> body = game.getBody();
                    for (int i = 0; i < body.size(); i++) {
                        if (body.get(i) instanceof MoveNumber number && !number.getText().endsWith("...")) {
                            ICompositeNode written = NodeModelUtils.getNode(number);
                            ICompositeNode next = i + 1 < body.size() ? NodeModelUtils.getNode(body.get(i + 1)) : null;
                            boolean space = written != null && next != null && next.getOffset() > written.getEndOffset();
                            return MoveNumbering.of(number.getText(), space);
                        }
                    }
                }
            }
            return MoveNumbering.PGN;
        });
    }

    private static EObject root(ParsedDocument state) {
        return state.resource().getContents().isEmpty() ? null : state.resource().getContents().get(0);
    }

    private static Game gameAt(List<Game> games, int offset) {
        Game found = games.get(0);
        for (Game game : games) {
            ICompositeNode node = NodeModelUtils.getNode(game);
            if (node != null && node.getOffset() <= offset) {
                found = game;
            }
        }
        return found;
    }
}
