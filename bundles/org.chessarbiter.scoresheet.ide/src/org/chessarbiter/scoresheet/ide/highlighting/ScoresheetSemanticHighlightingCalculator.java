package org.chessarbiter.scoresheet.ide.highlighting;

import static org.chessarbiter.scoresheet.ide.highlighting.ScoresheetHighlightingStyles.*;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chessarbiter.scoresheet.scoresheet.Comment;
import org.chessarbiter.scoresheet.scoresheet.DrawOffer;
import org.chessarbiter.scoresheet.scoresheet.Move;
import org.chessarbiter.scoresheet.scoresheet.MoveNumber;
import org.chessarbiter.scoresheet.scoresheet.Nag;
import org.chessarbiter.scoresheet.scoresheet.Result;
import org.chessarbiter.scoresheet.scoresheet.ScoresheetPackage.Literals;
import org.chessarbiter.scoresheet.scoresheet.Tag;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.editor.syntaxcoloring.DefaultSemanticHighlightingCalculator;
import org.eclipse.xtext.ide.editor.syntaxcoloring.IHighlightedPositionAcceptor;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Semantic highlighting of scoresheets with the style ids of {@link ScoresheetHighlightingStyles}:
 * moves, move numbers, NAGs and suffixes, comments and the clock commands in them, results, tags and
 * draw offers.
 */
public class ScoresheetSemanticHighlightingCalculator extends DefaultSemanticHighlightingCalculator {
    private static final Pattern CLOCK_COMMAND = Pattern.compile("\\[%(clk|emt|incident)[^\\]]*\\]");

    @Override
    protected boolean highlightElement(EObject object, IHighlightedPositionAcceptor acceptor, CancelIndicator cancelIndicator) {
        if (object instanceof Move) {
            highlightFeature(acceptor, object, Literals.MOVE__TEXT, MOVE);
            highlightFeature(acceptor, object, Literals.MOVE__SUFFIX, NAG);
        } else if (object instanceof MoveNumber) {
            highlightFeature(acceptor, object, Literals.MOVE_NUMBER__TEXT, MOVE_NUMBER);
        } else if (object instanceof Nag) {
            highlightFeature(acceptor, object, Literals.NAG__CODE, NAG);
        } else if (object instanceof Comment c) {
            comment(c, acceptor);
        } else if (object instanceof Result) {
            highlightFeature(acceptor, object, Literals.RESULT__VALUE, RESULT);
        } else if (object instanceof Tag) {
            highlightFeature(acceptor, object, Literals.TAG__NAME, TAG_NAME);
            highlightFeature(acceptor, object, Literals.TAG__VALUE, TAG_VALUE);
        } else if (object instanceof DrawOffer) {
            ICompositeNode node = NodeModelUtils.getNode(object);
            acceptor.addPosition(node.getOffset(), node.getLength(), DRAW_OFFER);
        }
        return false;
    }

    private void comment(Comment c, IHighlightedPositionAcceptor acceptor) {
        ICompositeNode node = NodeModelUtils.getNode(c);
        String text = node.getText().substring(node.getOffset() - node.getTotalOffset());
        acceptor.addPosition(node.getOffset(), node.getLength(), COMMENT);
        Matcher m = CLOCK_COMMAND.matcher(text);
        while (m.find()) {
            acceptor.addPosition(node.getOffset() + m.start(), m.end() - m.start(), CLOCK);
        }
    }
}
