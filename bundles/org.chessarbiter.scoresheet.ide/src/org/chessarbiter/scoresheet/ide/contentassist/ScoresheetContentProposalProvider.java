package org.chessarbiter.scoresheet.ide.contentassist;

import com.google.inject.Inject;
import java.util.Locale;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.scoresheet.game.TagCatalog;
import org.chessarbiter.scoresheet.ide.notation.WritingNotation;
import org.chessarbiter.scoresheet.mapping.GameReplays;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.Tag;
import org.chessarbiter.scoresheet.services.ScoresheetGrammarAccess;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;

/**
 * Content assist of scoresheets: at a move, exactly the legal moves of the position at the cursor (in
 * the line, main line or variation, that holds it), written in the notation and piece letters the game
 * uses, or the preferred ones where the game leaves them open ({@link WritingNotation}); other assignments
 * and keywords propose nothing; at a tag, the known tag names (PGN roster, score sheet form of Luật cờ Tướng 2004 phụ lục 4)
 * and, for tags with few values, those values.
 */
public class ScoresheetContentProposalProvider extends IdeContentProposalProvider {
    @Inject
    private ScoresheetGrammarAccess grammar;

    @Inject
    private GameReplays replays;

    @Inject
    private WritingNotation writing;

    @Override
    protected void _createProposals(Assignment assignment, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        if (assignment == grammar.getMoveAccess().getTextAssignment_0()) {
            moves(context, acceptor);
        } else if (assignment == grammar.getTagAccess().getNameAssignment_1()) {
            for (String name : TagCatalog.names()) {
                accept(name, TagCatalog.meaning(name).map(m -> m.format(Locale.getDefault())).orElse(""), context, acceptor);
            }
        } else if (assignment == grammar.getTagAccess().getValueAssignment_2()) {
            Tag tag = EcoreUtil2.getContainerOfType(context.getCurrentModel(), Tag.class);
            if (tag != null && tag.getName() != null) {
                for (String v : TagCatalog.values(tag.getName())) {
                    accept("\"" + v + "\"", "", context, acceptor);
                }
            }
        }
    }

    /**
     * Keywords (brackets, results, draw offers) are not proposed: at a move the proposals are exactly the
     * legal moves.
     */
    @Override
    protected void _createProposals(Keyword keyword, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
    }

    private void moves(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        int offset = context.getReplaceRegion().getOffset();
        Game game = gameAt(context, offset);
        if (game == null) {
            return;
        }
        GameReplay<?, ?> replay = replays.of(game);
        MoveNotation<?, ?> notation = writing.of(replay);
        for (String move : writing.legalMovesAt(replay, offset)) {
            accept(move, notation == null ? "" : notation.id(), context, acceptor);
        }
    }

    /** The game holding {@code offset}: the current model's, else the root's game whose text holds it. */
    private static Game gameAt(ContentAssistContext context, int offset) {
        EObject current = context.getCurrentModel();
        Game game = current == null ? null : EcoreUtil2.getContainerOfType(current, Game.class);
        if (game != null) {
            return game;
        }
        if (context.getRootModel() instanceof Database db) {
            for (Game g : db.getGames()) {
                var node = org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(g);
                if (node != null && node.getOffset() <= offset && offset <= node.getEndOffset()) {
                    return g;
                }
            }
        }
        return null;
    }

    private void accept(String proposal, String description, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        ContentAssistEntry entry = getProposalCreator().createProposal(proposal, context, e -> {
            e.setKind(ContentAssistEntry.KIND_VALUE);
            e.setDescription(description);
        });
        if (entry != null) {
            acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
        }
    }
}
