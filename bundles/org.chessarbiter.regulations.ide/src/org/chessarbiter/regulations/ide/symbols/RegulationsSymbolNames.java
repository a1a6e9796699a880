package org.chessarbiter.regulations.ide.symbols;

import java.util.Locale;

import org.chessarbiter.regulations.catalog.SectionCatalog;
import org.chessarbiter.regulations.regulations.Section;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolNameProvider;

/**
 * The names of the outline (the document symbols): a section of the regulations is named by its heading as
 * written ("6. Lịch thi đấu"), else by appendix 5's number and heading, so that the outline is by section; every
 * other element by its qualified name (a law text's articles and points by their citation ids).
 */
public class RegulationsSymbolNames extends DocumentSymbolNameProvider {

    @Override
    public String getName(EObject object) {
        if (object instanceof Section section) {
            return section.getHeading() != null && !section.getHeading().isBlank() ? section.getHeading()
                    : SectionCatalog.number(section.getKind()) + ". " + SectionCatalog.heading(section.getKind(), Locale.getDefault());
        }
        return super.getName(object);
    }
}
