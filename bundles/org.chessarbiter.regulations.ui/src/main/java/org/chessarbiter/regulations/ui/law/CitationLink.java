package org.chessarbiter.regulations.ui.law;

import org.chessarbiter.xtext.eclipse.ui.editor.DefinitionLink;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.osgi.util.NLS;

/**
 * A link to an article of the law library named as the citation writes it ("Open FIDE 2018 9.6.1 in the law
 * library"), so that several citations at one place are told apart in the choice the editor offers.
 */
public final class CitationLink implements IHyperlink {

    private final DefinitionLink link;
    private final String written;

    /** The link {@code link} to the article cited as {@code written}. */
    public CitationLink(DefinitionLink link, String written) {
        this.link = link;
        this.written = written;
    }

    /** Where it leads: the library's law text and the article's place in it. */
    public DefinitionLink target() {
        return link;
    }

    /** The citation as written. */
    public String written() {
        return written;
    }

    @Override
    public IRegion getHyperlinkRegion() {
        return link.getHyperlinkRegion();
    }

    @Override
    public String getTypeLabel() {
        return null;
    }

    @Override
    public String getHyperlinkText() {
        return NLS.bind(Messages.CitationLink_text, written);
    }

    @Override
    public void open() {
        link.open();
    }
}
