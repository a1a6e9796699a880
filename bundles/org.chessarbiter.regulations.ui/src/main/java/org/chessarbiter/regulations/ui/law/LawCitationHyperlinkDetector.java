package org.chessarbiter.regulations.ui.law;

import java.util.Optional;

import org.chessarbiter.law.CitationParser;
import org.chessarbiter.law.CitationSpan;
import org.chessarbiter.regulations.law.LawLibraryIndex;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.ui.editor.DefinitionLink;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.xtext.resource.ILocationInFileProvider;
import org.eclipse.xtext.util.ITextRegion;

/**
 * Go to the law library from the words of a regulations document or a law text (extension point
 * {@code org.eclipse.ui.workbench.texteditor.hyperlinkDetectors}): a citation written in prose, as the laws and the
 * project write them ("FIDE 2018 9.6.1", "Luật cờ Tướng 2004 Điều 23 điểm 3", "000 Part 2 Art. 4.2", read by
 * {@link CitationParser}), links to its article or point in the library's law text, opened at it (Ctrl+click, F3).
 * A citation of the language itself ({@code căn_cứ fide2018.9.6.1}) is the definition link's.
 */
public class LawCitationHyperlinkDetector extends AbstractHyperlinkDetector {

    /** The regulations language's id (plugin.xml). */
    static final String LANGUAGE = "org.chessarbiter.regulations.Regulations";

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        IDocument document = viewer.getDocument();
        DocumentModel model = DocumentModels.get().forDocument(document).orElse(null);
        if (model == null || model.isLarge() || !LANGUAGE.equals(model.language().id())) {
            return null;
        }
        try {
            IRegion line = document.getLineInformationOfOffset(region.getOffset());
            return link(model.language(), document.get(line.getOffset(), line.getLength()), line.getOffset(), region.getOffset())
                    .map(l -> new IHyperlink[] { l }).orElse(null);
        } catch (BadLocationException e) {
            return null;
        }
    }

    /**
     * The link of the citation written at {@code offset} of a document, in the line {@code text} that starts at
     * {@code textOffset}: to the cited element in the library of {@code language}; empty when no citation of the
     * library is written there (public for tests).
     */
    public static Optional<DefinitionLink> link(XtextLanguage language, String text, int textOffset, int offset) {
        for (CitationSpan span : CitationParser.locate(text)) {
            if (span.citation().isExternal() || !span.covers(offset - textOffset)) {
                continue;
            }
            Optional<DefinitionLink> link = link(language, span.citation().id(),
                    new Region(textOffset + span.start(), span.end() - span.start()));
            if (link.isPresent()) {
                return link;
            }
        }
        return Optional.empty();
    }

    /**
     * The link from {@code region} of a document to the element of the law library of {@code language} (the
     * regulations language) cited by {@code id} ({@code fide2018.9.6.1}), opened at it; empty when the library has
     * no such element.
     */
    public static Optional<DefinitionLink> link(XtextLanguage language, String id, IRegion region) {
        return language.get(LawLibraryIndex.class).element(id).map(element -> {
            ITextRegion where = language.get(ILocationInFileProvider.class).getSignificantTextRegion(element);
            return new DefinitionLink(region, EcoreUtil.getURI(element).trimFragment(), where == null ? 0 : where.getOffset(),
                    where == null ? 0 : where.getLength());
        });
    }
}
