package org.chessarbiter.scoresheet.ide.folding;

import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.Variation;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.editor.folding.DefaultFoldingRangeProvider;
import org.eclipse.xtext.ide.editor.folding.IFoldingRangeAcceptor;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

/** Folding of scoresheets: each game and each variation that spans more than one line. */
public class ScoresheetFoldingRangeProvider extends DefaultFoldingRangeProvider {

    @Override
    protected void computeObjectFolding(XtextResource resource, IFoldingRangeAcceptor acceptor, CancelIndicator cancelIndicator) {
        var contents = resource.getAllContents();
        while (contents.hasNext() && !cancelIndicator.isCanceled()) {
            EObject o = contents.next();
            if (o instanceof Game || o instanceof Variation) {
                ICompositeNode node = NodeModelUtils.getNode(o);
                if (node != null && node.getEndLine() > node.getStartLine()) {
                    acceptor.accept(node.getOffset(), node.getLength());
                }
            }
        }
    }
}
