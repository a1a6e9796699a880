package org.chessarbiter.scoresheet.validation;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.DUPLICATE_TAG;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.REGULATIONS_DISAGREE;

import com.google.inject.Inject;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.game.CheckCost;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.scoresheet.mapping.GameReplays;
import org.chessarbiter.scoresheet.mapping.RegulationsTimeControl;
import org.chessarbiter.scoresheet.mapping.RegulationsTimeControls;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage;
import org.chessarbiter.scoresheet.scoresheet.Tag;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;

/**
 * Validation of scoresheets. The moves are checked by THE game replay of the rules layer
 * ({@link GameCheck}): the game is mapped to plain strings and offsets and replayed once
 * ({@link GameReplays}); each finding carries the cost of its check, and the three {@code @Check}s
 * below report the findings of their check type (fast, normal, expensive) at the element they locate,
 * with their issue code and data ({@link ScoresheetIssueCodes}). Two rules belong to the language: tag
 * names are unique, and the regulations in scope agree on the time control.
 */
public class ScoresheetValidator extends AbstractScoresheetValidator {

    @Inject
    private GameReplays replays;

    @Inject
    private RegulationsTimeControls regulations;

    /** A tag name appears once per game (PGN standard 8.1: tag pairs are unique within a game). */
    @Check
    public void tagNamesAreUnique(Game game) {
        Set<String> seen = new HashSet<>();
        for (Tag tag : game.getTags()) {
            if (!seen.add(tag.getName())) {
                error(Message.of(ScoresheetValidator.class, "duplicateTag", tag.getName()).format(Locale.getDefault()), tag,
                        ScoresheetPackage.Literals.TAG__NAME, DUPLICATE_TAG, tag.getName());
            }
        }
    }

    /** The game is one this workbench plays, from a valid start position and a readable time control, with nothing out of place. */
    @Check(CheckType.FAST)
    public void fastChecks(Game game) {
        report(game, CheckCost.FAST);
    }

    /**
     * Every move of every line is legal, unambiguous, correctly numbered, in one notation style and not
     * after the end; the result agrees with the final position, the tags and the score sheet; the clock
     * readings agree with the time control.
     */
    @Check(CheckType.NORMAL)
    public void replayChecks(Game game) {
        report(game, CheckCost.NORMAL);
    }

    /** Draws a player could have claimed (information); a *.pgn file uses PGN's notation. */
    @Check(CheckType.EXPENSIVE)
    public void expensiveChecks(Game game) {
        report(game, CheckCost.EXPENSIVE);
    }

    /**
     * A game without its own TimeControl tag is checked against the time control of the tournament's
     * regulations (Luật cờ Tướng 2004 Điều 10.1; FIDE 2018 6.3.1); when the regulations in scope disagree on
     * it, the clocks are not checked and the game says so, naming them.
     */
    @Check
    public void regulationsAgreeOnTheTimeControl(Game game) {
        RegulationsTimeControl inScope = regulations.of(game.eResource());
        if (!inScope.agree() && !GameCheck.namesTimeControl(replays.of(game).game())) {
            warning(Message.of(ScoresheetValidator.class, "regulationsDisagree", String.join(", ", inScope.names()))
                    .format(Locale.getDefault()), game, null, REGULATIONS_DISAGREE);
        }
    }

    private void report(Game game, CheckCost cost) {
        for (Finding f : replays.of(game).findings(cost)) {
            accept(game, f);
        }
    }

    private void accept(Game game, Finding f) {
        int offset = f.problem().location().offset();
        int length = f.problem().location().length();
        EObject at = elementAt(game, offset);
        String text = f.problem().message().format(Locale.getDefault());
        String[] data = f.data().toArray(String[]::new);
        if (f.info()) {
            getMessageAcceptor().acceptInfo(text, at, offset, length, f.code(), data);
        } else if (f.isError()) {
            getMessageAcceptor().acceptError(text, at, offset, length, f.code(), data);
        } else {
            getMessageAcceptor().acceptWarning(text, at, offset, length, f.code(), data);
        }
    }

    /** The innermost model element at {@code offset} in {@code game} (the game itself when none is finer). */
    private static EObject elementAt(Game game, int offset) {
        ICompositeNode node = NodeModelUtils.getNode(game);
        if (node == null) {
            return game;
        }
        ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(node.getRootNode(), offset);
        EObject o = leaf == null ? null : NodeModelUtils.findActualSemanticObjectFor(leaf);
        return o == null ? game : o;
    }
}
