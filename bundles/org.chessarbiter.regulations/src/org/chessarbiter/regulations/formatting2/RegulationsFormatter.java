package org.chessarbiter.regulations.formatting2;

import java.util.List;

import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.Section;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.formatting2.AbstractFormatter2;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.resource.XtextResource;

/**
 * The layout of regulations, as the templates write them: the heading line, then one setting, statement or clause
 * a line; a blank line before each section; inside a section's braces one item a line, indented; the closing brace
 * on a line of its own. The words of a line are left as written. Law texts keep the converter's layout.
 */
public class RegulationsFormatter extends AbstractFormatter2 {

    @Override
    public void format(Object obj, IFormattableDocument document) {
        if (obj instanceof XtextResource r) {
            _format(r, document);
        } else if (obj instanceof Regulations r) {
            regulations(r, document);
        } else if (obj instanceof Section s) {
            section(s, document);
        }
    }

    private void regulations(Regulations regulations, IFormattableDocument doc) {
        List<EObject> parts = regulations.eContents();
        for (EObject part : parts) {
            int lines = part instanceof Section ? 2 : 1;
            doc.prepend(part, f -> f.setNewLines(lines));
            doc.format(part);
        }
        if (!parts.isEmpty()) {
            doc.append(parts.get(parts.size() - 1), f -> f.setNewLines(1));
        }
    }

    private void section(Section section, IFormattableDocument doc) {
        ISemanticRegion open = textRegionExtensions.regionFor(section).keyword("{");
        ISemanticRegion close = textRegionExtensions.regionFor(section).keyword("}");
        doc.prepend(open, f -> f.oneSpace());
        doc.interior(open, close, f -> f.indent());
        for (EObject item : section.getItems()) {
            doc.prepend(item, f -> f.newLine());
        }
        doc.prepend(close, f -> f.newLine());
    }
}
