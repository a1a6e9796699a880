package org.chessarbiter.regulations.catalog;

import java.util.List;
import java.util.Locale;

import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.Section;
import org.chessarbiter.regulations.regulations.SectionKind;
import org.chessarbiter.rules.Message;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * The skeleton of a missing section (the quick fix of the warning that appendix 5 asks for it): the section's
 * keyword, its heading and a paragraph saying what to write, inserted where appendix 5 puts it, after the last
 * present section that comes before it (or after the regulations' settings and clauses).
 */
public final class SectionSkeletons {

    private SectionSkeletons() {
    }

    /** The text of the skeleton, a blank line before it: {@code mục_đích "1. Mục đích ..." { "..." }}. */
    public static String text(SectionKind kind, Locale locale) {
        String hint = Message.of(SectionSkeletons.class, "hint." + kind.name()).format(locale);
        return "\n\n" + SectionCatalog.keyword(kind) + " \"" + SectionCatalog.number(kind) + ". "
                + SectionCatalog.heading(kind, locale) + "\" {\n\t\"" + hint + "\"\n}";
    }

    /** Where the skeleton of {@code kind} goes in the text of {@code regulations}: an offset. */
    public static int offset(Regulations regulations, SectionKind kind) {
        int order = SectionCatalog.number(kind);
        Section before = null;
        for (Section s : regulations.getSections()) {
            if (SectionCatalog.number(s.getKind()) <= order) {
                before = s;
            }
        }
        if (before == null && !regulations.getSections().isEmpty()) {
            ICompositeNode first = NodeModelUtils.getNode(regulations.getSections().get(0));
            return first.getOffset();
        }
        ICompositeNode node = before != null ? NodeModelUtils.getNode(before) : NodeModelUtils.getNode(regulations);
        return node.getTotalEndOffset();
    }

    /** The skeleton as it is inserted at {@link #offset}: a section before the first one ends with blank lines instead. */
    public static String insertion(Regulations regulations, SectionKind kind, Locale locale) {
        List<Section> sections = regulations.getSections();
        boolean beforeAll = !sections.isEmpty() && sections.stream().allMatch(s -> SectionCatalog.number(s.getKind()) > SectionCatalog.number(kind));
        String text = text(kind, locale);
        return beforeAll ? text.substring(2) + "\n\n" : text;
    }
}
