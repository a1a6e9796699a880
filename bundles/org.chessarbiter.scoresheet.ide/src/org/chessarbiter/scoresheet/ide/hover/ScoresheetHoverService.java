package org.chessarbiter.scoresheet.ide.hover;

import com.google.inject.Inject;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.scoresheet.game.BoardDiagram;
import org.chessarbiter.scoresheet.game.TagCatalog;
import org.chessarbiter.scoresheet.mapping.GameReplays;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.Move;
import org.chessarbiter.scoresheet.scoresheet.Result;
import org.chessarbiter.scoresheet.scoresheet.Tag;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.hover.HoverContext;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.TextRegion;

/**
 * Hover of scoresheets (markdown): for a move, the position before and after it as text diagrams and
 * the move in every notation of its game; for the result, how the final position ended the game (with
 * the article, the sides named as the game names them); for a tag, its meaning in the words of its game.
 */
public class ScoresheetHoverService extends HoverService {
    @Inject
    private GameReplays replays;

    /** The element under the cursor is the innermost model element there (moves are not references). */
    @Override
    protected HoverContext createContext(Document document, XtextResource resource, int offset) {
        if (resource.getParseResult() == null) {
            return null;
        }
        ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(resource.getParseResult().getRootNode(), offset);
        if (leaf == null || leaf.isHidden()) {
            return null;
        }
        EObject element = NodeModelUtils.findActualSemanticObjectFor(leaf);
        if (element == null) {
            return null;
        }
        ICompositeNode node = NodeModelUtils.getNode(element);
        return new HoverContext(document, resource, offset,
                new TextRegion(node.getOffset(), node.getLength()), element);
    }

    @Override
    protected MarkupContent getMarkupContent(HoverContext context) {
        String text = getContents(context.getElement());
        return text == null || text.isEmpty() ? null : new MarkupContent(MarkupKind.MARKDOWN, text);
    }

    @Override
    public String getContents(EObject element) {
        if (element instanceof Move move) {
            return move(move);
        }
        if (element instanceof Result result && result.getValue() != null) {
            return result(result);
        }
        if (element instanceof Tag tag && tag.getName() != null) {
            return tag(tag);
        }
        return null;
    }

    /** The meaning of a tag, in the words of its game (a xiangqi game's first side is Red). */
    private String tag(Tag tag) {
        Game game = EcoreUtil2.getContainerOfType(tag, Game.class);
        Optional<Message> meaning = game == null ? TagCatalog.meaning(tag.getName())
                : TagCatalog.meaning(tag.getName(), replays.of(game).kind().id());
        return meaning.map(m -> "**" + tag.getName() + "**: " + m.format(Locale.getDefault())).orElse(null);
    }

    /** The result and what the final position says (an automatic ending with its article, or none). */
    private String result(Result result) {
        Game game = EcoreUtil2.getContainerOfType(result, Game.class);
        GameReplay<?, ?> replay = replays.of(game);
        Message says = replay.finalOutcome().map(o -> Message.of(ScoresheetHoverService.class, "result.ended", replay.kind().verdict(o)))
                .orElse(Message.of(ScoresheetHoverService.class, replay.mainLineComplete() ? "result.open" : "result.unknown"));
        return "**" + result.getValue() + "**: " + says.format(Locale.getDefault());
    }

    private String move(Move move) {
        Game game = EcoreUtil2.getContainerOfType(move, Game.class);
        if (game == null) {
            return null;
        }
        GameReplay<?, ?> replay = replays.of(game);
        ICompositeNode node = NodeModelUtils.getNode(move);
        WrittenNode written = replay.game().main().moveAt(node.getOffset());
        if (written == null) {
            return null;
        }
        return replay.fensAround(written).map(fens -> describe(move.getText(), fens, replay.inAllNotations(written)))
                .orElse(null);
    }

    private static String describe(String move, String[] fens, Map<String, String> notations) {
        StringBuilder sb = new StringBuilder();
        sb.append("**").append(move).append("**\n\n");
        notations.forEach((id, text) -> sb.append("- ").append(id).append(": `").append(text).append("`\n"));
        sb.append("\n```\n").append(BoardDiagram.of(fens[0])).append("```\n\n```\n").append(BoardDiagram.of(fens[1]))
                .append("```\n");
        return sb.toString();
    }
}
