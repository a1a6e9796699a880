package org.chessarbiter.regulations.publication;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.law.LawElement;
import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.law.LawText;
import org.chessarbiter.regulations.regulations.Clause;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * The articles of the law library the regulations cite, numbered in the order of their first citation: each
 * citation is a link to its note at the end of the publication, which prints the article's text as the library
 * holds it (and the article's text is the link's tooltip); a citation the library does not hold says so in its note.
 */
final class Citations {

    private final LawLibrary library;
    private final HtmlText text;
    private final Map<String, Integer> numbers = new LinkedHashMap<>();

    Citations(LawLibrary library, HtmlText text) {
        this.library = library;
        this.text = text;
    }

    /** The id of the note of a citation (also its anchor). */
    static String anchor(String id) {
        return "cite-" + id;
    }

    /** The citation ids of a clause, as written ({@code fide2018.9.6.1}), in order. */
    static List<String> of(Clause clause) {
        List<String> out = new ArrayList<>();
        for (INode n : NodeModelUtils.findNodesForFeature(clause, RegulationsPackage.Literals.CLAUSE__CITES)) {
            String id = NodeModelUtils.getTokenText(n).strip();
            if (!id.isEmpty()) {
                out.add(id);
            }
        }
        return out;
    }

    /** The link of a citation: its number in the notes, with the article's text as tooltip. */
    String link(String id) {
        int n = numbers.computeIfAbsent(id, k -> numbers.size() + 1);
        String tip = library.resolve(id).map(LawElement::fullText).orElse(text.words("citation.unknown", id));
        return "<a class=\"cite\" href=\"#" + HtmlText.escape(anchor(id)) + "\" title=\"" + HtmlText.escape(tip) + "\">"
                + HtmlText.escape(id) + "<sup>" + n + "</sup></a>";
    }

    /** The title of a law of the library ({@code fide2018}), or its name when the library has no such law. */
    String lawTitle(String name) {
        return library.text(name).map(LawText::title).orElse(name);
    }

    /** The notes: one per cited article, its number, where it is and its text, paragraph by paragraph. */
    void notes(StringBuilder b) {
        if (numbers.isEmpty()) {
            return;
        }
        b.append("<section class=\"notes\">\n<h2>").append(text.html("notes.heading")).append("</h2>\n<ol>\n");
        for (Map.Entry<String, Integer> e : numbers.entrySet()) {
            String id = e.getKey();
            b.append("<li id=\"").append(HtmlText.escape(anchor(id))).append("\" value=\"").append(e.getValue()).append("\">");
            Optional<LawElement> article = library.resolve(id);
            String law = id.contains(".") ? id.substring(0, id.indexOf('.')) : id;
            if (article.isEmpty()) {
                b.append("<p class=\"unknown\">").append(text.html("citation.unknown", id)).append("</p>");
            } else {
                b.append("<p class=\"where\"><b>").append(HtmlText.escape(id)).append("</b> — ")
                        .append(HtmlText.escape(lawTitle(law))).append("</p>\n<blockquote>");
                for (String paragraph : article.get().fullText().split("\n")) {
                    b.append("<p>").append(HtmlText.escape(paragraph)).append("</p>");
                }
                b.append("</blockquote>");
            }
            b.append("</li>\n");
        }
        b.append("</ol>\n</section>\n");
    }
}
