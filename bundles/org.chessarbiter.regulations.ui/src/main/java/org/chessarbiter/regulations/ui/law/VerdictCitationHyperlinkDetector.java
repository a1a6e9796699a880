package org.chessarbiter.regulations.ui.law;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.law.CitationParser;
import org.chessarbiter.law.CitationSpan;
import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.chessarbiter.xtext.eclipse.ui.editor.TextHover;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.ISourceViewer;

/**
 * Go to the law library from the verdicts of a scoresheet (extension point
 * {@code org.eclipse.ui.workbench.texteditor.hyperlinkDetectors}): the citations written in the problems shown at a
 * place of the text ("the result 1-0 contradicts the final position: draw by fivefold repetition (FIDE 2018 9.6.1)")
 * and in its hover (the result's "the game ended: …") link to their article or point in the library's law text, as
 * the regulations editor's {@link LawCitationHyperlinkDetector} links a citation written in its text. The link's
 * region is the problem's (or the hovered token's); several citations there are offered as a choice.
 */
public class VerdictCitationHyperlinkDetector extends AbstractHyperlinkDetector {

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        DocumentModel model = DocumentModels.get().forDocument(viewer.getDocument()).orElse(null);
        if (model == null || model.isLarge() || LawCitationHyperlinkDetector.LANGUAGE.equals(model.language().id())) {
            return null; // the regulations editor links the citations of its text itself
        }
        Optional<XtextLanguage> regulations = XtextLanguages.get().forFileExtension("dieule");
        if (regulations.isEmpty()) {
            return null;
        }
        List<IHyperlink> links = links(regulations.get(), verdicts(viewer, model, region.getOffset()));
        if (links.isEmpty()) {
            return null;
        }
        return canShowMultipleHyperlinks ? links.toArray(IHyperlink[]::new) : new IHyperlink[] { links.get(0) };
    }

    /**
     * What is said at {@code offset}: the messages of the problems shown there and the hover there, each with the
     * region of the text it is about.
     */
    static Map<String, IRegion> verdicts(ITextViewer viewer, DocumentModel model, int offset) {
        Map<String, IRegion> said = new LinkedHashMap<>();
        IAnnotationModel annotations = viewer instanceof ISourceViewer source ? source.getAnnotationModel() : null;
        if (annotations != null) {
            for (Iterator<Annotation> i = annotations.getAnnotationIterator(); i.hasNext();) {
                Annotation a = i.next();
                Position p = annotations.getPosition(a);
                if (p != null && !a.isMarkedDeleted() && a.getText() != null
                        && offset >= p.getOffset() && offset <= p.getOffset() + p.getLength()) {
                    said.putIfAbsent(a.getText(), new Region(p.getOffset(), p.getLength()));
                }
            }
        }
        TextHover hover = new TextHover();
        String text = hover.getHoverInfo(viewer, new Region(offset, 0));
        if (text != null) {
            said.putIfAbsent(text, hover.getHoverRegion(viewer, offset));
        }
        return said;
    }

    /** A link for each citation of the library in the texts, to the region its text is about (public for tests). */
    public static List<IHyperlink> links(XtextLanguage regulations, Map<String, IRegion> texts) {
        List<IHyperlink> links = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        texts.forEach((text, region) -> {
            for (CitationSpan span : CitationParser.locate(text)) {
                if (span.citation().isExternal() || seen.contains(span.citation().id())) {
                    continue;
                }
                LawCitationHyperlinkDetector.link(regulations, span.citation().id(), region).ifPresent(link -> {
                    seen.add(span.citation().id());
                    links.add(new CitationLink(link, span.citation().written()));
                });
            }
        });
        return links;
    }
}
