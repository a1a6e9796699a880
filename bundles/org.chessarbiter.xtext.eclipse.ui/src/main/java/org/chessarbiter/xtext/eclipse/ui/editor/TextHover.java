package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.stream.Collectors;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.chessarbiter.xtext.eclipse.ui.hover.HoverControl;
import org.eclipse.jface.text.IInformationControlCreator;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextHoverExtension;
import org.eclipse.jface.text.ITextHoverExtension2;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkedString;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Hover (extension point {@code org.eclipse.ui.genericeditor.hoverProviders}): the language's
 * {@link IHoverService} at the token under the mouse: Markdown, rendered by {@link HoverControl}.
 */
public class TextHover implements ITextHover, ITextHoverExtension, ITextHoverExtension2 {

    /** The Markdown answered, rendered by {@link HoverControl} (styled text, pictures of the fenced blocks). */
    @Override
    public Object getHoverInfo2(ITextViewer viewer, IRegion region) {
        return getHoverInfo(viewer, region);
    }

    @Override
    public IInformationControlCreator getHoverControlCreator() {
        return HoverControl.creator();
    }

    @Override
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        DocumentModel model = DocumentModels.get().forDocument(viewer.getDocument()).orElse(null);
        if (model == null || model.isLarge()) {
            return null;
        }
        String text = model.read(state -> hover(model, state, region.getOffset()));
        return text == null || text.isBlank() ? null : text;
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        DocumentModel model = DocumentModels.get().forDocument(viewer.getDocument()).orElse(null);
        if (model == null || model.isLarge()) {
            return new Region(offset, 0);
        }
        return model.read(state -> {
            ILeafNode leaf = state.resource().getParseResult() == null ? null
                    : NodeModelUtils.findLeafNodeAtOffset(state.resource().getParseResult().getRootNode(), offset);
            return leaf == null ? new Region(offset, 0) : new Region(leaf.getOffset(), leaf.getLength());
        });
    }

    /** The hover text at an offset of the parsed state, or null (public for tests). */
    public static String hover(DocumentModel model, ParsedDocument state, int offset) {
        Document document = new Document(1, state.text());
        HoverParams params = new HoverParams(new TextDocumentIdentifier(model.uri().toString()), document.getPosition(offset));
        Hover hover = model.language().get(IHoverService.class).hover(document, state.resource(), params,
                CancelIndicator.NullImpl);
        if (hover == null || hover.getContents() == null) {
            return null;
        }
        Either<java.util.List<Either<String, MarkedString>>, org.eclipse.lsp4j.MarkupContent> contents = hover.getContents();
        if (contents.isRight()) {
            return contents.getRight().getValue();
        }
        return contents.getLeft().stream().map(item -> item.isLeft() ? item.getLeft() : item.getRight().getValue())
                .collect(Collectors.joining("\n"));
    }
}
