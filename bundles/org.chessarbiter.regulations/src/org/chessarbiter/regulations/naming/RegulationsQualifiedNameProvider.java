package org.chessarbiter.regulations.naming;

import java.util.List;
import org.chessarbiter.law.CitationIds;
import org.chessarbiter.regulations.regulations.Citable;
import org.chessarbiter.regulations.regulations.LawText;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.DefaultDeclarativeQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;

/**
 * Names the articles, points and named divisions of a law text by their citation ids, the rule of the law
 * library ({@link CitationIds}): point 9.6.1 of point 9.6 of article 9 of law fide2018 is
 * {@code fide2018.9.6.1}, point 1 of article 9.6 is {@code fide2018.9.6.1} too, article A.1 of appendix A
 * is {@code fide2018.A.1}. An unnumbered division (a chapter, a section) has no name and adds none.
 */
public class RegulationsQualifiedNameProvider extends DefaultDeclarativeQualifiedNameProvider {

    @Override
    public QualifiedName getFullyQualifiedName(EObject obj) {
        if (obj instanceof Citable citable) {
            if (citable.getName() == null) {
                return null;
            }
            List<String> id = id(citable);
            return id == null ? null : QualifiedName.create(id);
        }
        return super.getFullyQualifiedName(obj);
    }

    /** The citation id of a numbered element, {@code null} outside a law text. */
    private List<String> id(Citable citable) {
        for (EObject up = citable.eContainer(); up != null; up = up.eContainer()) {
            if (up instanceof Citable parent && parent.getName() != null) {
                List<String> parentId = id(parent);
                return parentId == null ? null : CitationIds.child(parentId, parent.getName(), citable.getName());
            }
            if (up instanceof LawText law) {
                return law.getName() == null ? null
                        : CitationIds.child(CitationIds.segments(law.getName()), null, citable.getName());
            }
        }
        return null;
    }
}
