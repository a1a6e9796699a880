package org.chessarbiter.xtext.eclipse.ui.editor;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.ILocationInFileProvider;
import org.eclipse.xtext.util.ITextRegion;
import org.eclipse.xtext.util.TextRegion;

/**
 * Go to definition (extension point {@code org.eclipse.ui.workbench.texteditor.hyperlinkDetectors}): a cross
 * reference under the cursor links to the element it resolves to, in this file or another one of the
 * project (resolved through the index and the unsaved text of open editors).
 */
public class DefinitionHyperlinkDetector extends AbstractHyperlinkDetector {

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        DocumentModel model = DocumentModels.get().forDocument(viewer.getDocument()).orElse(null);
        if (model == null || model.isLarge()) {
            return null;
        }
        DefinitionLink link = model.read(state -> find(model, state, region.getOffset()));
        return link == null ? null : new IHyperlink[] { link };
    }

    /** The link at an offset of the parsed state, or null (public for tests). */
    public static DefinitionLink find(DocumentModel model, ParsedDocument state, int offset) {
        EObjectAtOffsetHelper helper = model.language().get(EObjectAtOffsetHelper.class);
        INode node = helper.getCrossReferenceNode(state.resource(), new TextRegion(offset, 0));
        if (node == null) {
            return null;
        }
        EObject target = helper.getCrossReferencedElement(node);
        if (target == null || target.eIsProxy() || target.eResource() == null) {
            return null;
        }
        ITextRegion where = model.language().get(ILocationInFileProvider.class).getSignificantTextRegion(target);
        return new DefinitionLink(new Region(node.getOffset(), node.getLength()), EcoreUtil.getURI(target).trimFragment(),
                where == null ? 0 : where.getOffset(), where == null ? 0 : where.getLength());
    }
}
