package org.chessarbiter.law;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * An element of a law text: the law itself, a division, an article or a point, with what it holds.
 *
 * @param kind what it is
 * @param label its number ({@code 9.6.1}, {@code a}, {@code A.4.2}, {@code PL5}), {@code null} for an
 *     unnumbered division
 * @param printed the number as the law prints it when that is a misprint of {@code label} (000 Part 2
 *     prints 4.1, 4.1, 4.3: the second is point 4.2 printed "4.1"), else {@code null}
 * @param id its citation id ({@code fide2018.9.6.1}), {@code null} when it has no label
 * @param title the heading of a division, the title of an article, the law's title; may be {@code null}
 * @param text the text printed after a point's number or after an article's title; {@code null} for a
 *     point the law prints only through its sub-points
 * @param contents what it holds, in printed order
 */
public record LawElement(ElementKind kind, String label, String printed, String id, String title, String text,
        List<LawContent> contents) implements LawContent {

    public LawElement {
        contents = List.copyOf(contents);
    }

    /**
     * The number as the law prints it: the misprint if there is one, else the label without the segment
     * {@link CitationIds#REPEATED} that tells a number printed twice under the same parent from its first
     * occurrence.
     */
    public String printedLabel() {
        if (printed != null) {
            return printed;
        }
        return label != null && label.endsWith("." + CitationIds.REPEATED)
                ? label.substring(0, label.length() - CitationIds.REPEATED.length() - 1) : label;
    }

    /** The sub-elements (divisions, articles, points), in printed order. */
    public List<LawElement> children() {
        List<LawElement> out = new ArrayList<>();
        for (LawContent c : contents) {
            if (c instanceof LawElement e) {
                out.add(e);
            }
        }
        return out;
    }

    /** This element and every element below it, depth first in printed order. */
    public void forEach(Consumer<LawElement> action) {
        action.accept(this);
        for (LawElement c : children()) {
            c.forEach(action);
        }
    }

    /**
     * The printed text of the element and of everything it holds, one paragraph a line: points begin with
     * their number ({@code 9.6.1. ...}), divisions and articles with their heading.
     */
    public String fullText() {
        StringBuilder out = new StringBuilder();
        append(out);
        return out.toString().strip();
    }

    private void append(StringBuilder out) {
        switch (kind) {
            case ARTICLE -> line(out, "Điều " + printedLabel() + (title != null ? ". " + title : ""));
            case POINT -> {
                if (text != null) {
                    line(out, printedLabel() + (label.matches("[a-z]") ? ") " : ". ") + text);
                }
            }
            case LAW -> line(out, title);
            default -> line(out, title);
        }
        if (kind == ElementKind.ARTICLE && text != null) {
            line(out, text);
        }
        for (LawContent c : contents) {
            if (c instanceof LawElement e) {
                e.append(out);
            } else if (c instanceof Passage p) {
                line(out, p.text());
            }
        }
    }

    private static void line(StringBuilder out, String s) {
        if (s != null && !s.isEmpty()) {
            out.append(s).append('\n');
        }
    }
}
