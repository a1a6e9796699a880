package org.chessarbiter.scoresheet.validation;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.*;

import com.google.inject.Inject;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.chessarbiter.rules.Message;
import org.chessarbiter.scoresheet.game.Finding;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
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

/**
 * Validation of scoresheets. The moves are checked by the rules engines: the game is mapped to plain
 * strings and offsets, replayed once ({@link GameReplays}, {@link ScoresheetChecker}), and each
 * {@code @Check} below reports the findings of its rule at the element they locate, with their issue
 * code and data ({@link ScoresheetIssueCodes}).
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

    /** The game is one this workbench plays, from a valid start position, with nothing out of place. */
    @Check
    public void gameIsPlayable(Game game) {
        report(game, Set.of(UNKNOWN_VARIANT, INVALID_START, MISPLACED));
    }

    /** Every move of the main line and of every variation is legal and unambiguous; none is missing or comes after the end. */
    @Check
    public void movesAreLegal(Game game) {
        report(game, Set.of(UNREADABLE_MOVE, ILLEGAL_MOVE, AMBIGUOUS_MOVE, MISSING_MOVE, MOVE_AFTER_END));
    }

    /** Move numbers agree with the side to move. */
    @Check
    public void moveNumbersAgree(Game game) {
        report(game, Set.of(MOVE_NUMBER));
    }

    /** One notation style per game; a *.pgn file uses PGN's notation. */
    @Check
    public void notationIsConsistent(Game game) {
        report(game, Set.of(MIXED_NOTATION, PGN_NOTATION));
    }

    /** The result agrees with the final position, the Result tag, the arbiter's verdict and the recorded scores. */
    @Check
    public void resultAgrees(Game game) {
        report(game, Set.of(RESULT_CONTRADICTS, RESULT_TAG_MISMATCH, VERDICT_MISMATCH, RECORDED_SCORE));
    }

    /** Draws a player could have claimed are noted as information. */
    @Check
    public void claimableDraws(Game game) {
        report(game, Set.of(CLAIMABLE_DRAW));
    }

    /** Clock readings agree with the time control. */
    @Check
    public void clockReadings(Game game) {
        ScoresheetChecker.timeControlProblem(replays.of(game).game()).ifPresent(f -> accept(game, f));
        report(game, Set.of(CLOCK_READING, TIME_EXCEEDED));
    }

    /**
     * A game without its own TimeControl tag is checked against the time control of the tournament's
     * regulations (Luật cờ Tướng 2004 Điều 10.1; FIDE 2018 6.3.1); when the regulations in scope disagree on
     * it, the clocks are not checked and the game says so, naming them.
     */
    @Check
    public void regulationsAgreeOnTheTimeControl(Game game) {
        RegulationsTimeControl inScope = regulations.of(game.eResource());
        if (!inScope.agree() && !ScoresheetChecker.namesTimeControl(replays.of(game).game())) {
            warning(Message.of(ScoresheetValidator.class, "regulationsDisagree", String.join(", ", inScope.names()))
                    .format(Locale.getDefault()), game, null, REGULATIONS_DISAGREE);
        }
    }

    private void report(Game game, Set<String> codes) {
        for (Finding f : replays.of(game).findings()) {
            if (codes.contains(f.code())) {
                accept(game, f);
            }
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
