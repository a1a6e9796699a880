package org.chessarbiter.regulations.law;

import org.chessarbiter.regulations.regulations.Article;
import org.chessarbiter.regulations.regulations.Division;
import org.chessarbiter.regulations.regulations.Note;
import org.chessarbiter.regulations.regulations.Paragraph;
import org.chessarbiter.regulations.regulations.Point;
import org.chessarbiter.regulations.regulations.Table;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.documentation.impl.MultiLineCommentDocumentationProvider;

/**
 * The documentation of an article, point or division of a law text is its documentation comment
 * ({@code /** ... *}{@code /}) followed by its printed text: what the hover of a citation shows
 * ({@code fide2018.9.6.1} shows "9.6.1. xuất hiện thế cờ lặp lại ..."). Other elements have their comment.
 */
public class LawTextDocumentation extends MultiLineCommentDocumentationProvider {

    @Override
    public String getDocumentation(EObject o) {
        String comment = super.getDocumentation(o);
        StringBuilder out = new StringBuilder();
        if (o instanceof Article || o instanceof Point || o instanceof Division) {
            append(out, o);
        }
        String text = out.toString().strip();
        if (text.isEmpty()) {
            return comment;
        }
        return comment == null || comment.isBlank() ? text : comment + "\n\n" + text;
    }

    private static void append(StringBuilder out, EObject o) {
        if (o instanceof Article a) {
            line(out, "Điều " + a.getName() + (a.getTitle() != null ? ". " + a.getTitle() : ""));
            line(out, a.getText());
            a.getContents().forEach(c -> append(out, c));
        } else if (o instanceof Point p) {
            String label = p.getPrinted() != null ? p.getPrinted() : p.getName();
            if (p.getText() != null) {
                line(out, label + (label.matches("[a-z]") ? ") " : ". ") + p.getText());
            }
            p.getContents().forEach(c -> append(out, c));
        } else if (o instanceof Division d) {
            line(out, d.getHeading());
            d.getContents().forEach(c -> append(out, c));
            d.getMembers().forEach(m -> append(out, m));
        } else if (o instanceof Paragraph p) {
            line(out, p.getText());
        } else if (o instanceof Table t) {
            line(out, t.getText());
        } else if (o instanceof Note n) {
            line(out, n.getText());
        }
    }

    private static void line(StringBuilder out, String s) {
        if (s != null && !s.isEmpty()) {
            out.append(s).append('\n');
        }
    }
}
