package org.chessarbiter.regulations.ui.law;

import org.chessarbiter.law.EditionComparison;
import org.chessarbiter.law.LawElement;
import org.chessarbiter.law.LawText;
import org.eclipse.compare.CompareConfiguration;
import org.eclipse.compare.CompareEditorInput;
import org.eclipse.compare.structuremergeviewer.DiffNode;
import org.eclipse.compare.structuremergeviewer.Differencer;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.osgi.util.NLS;

/**
 * Two editions of a law side by side, article by article, in the workbench's compare editor: the structure pane lists
 * the articles ({@link EditionComparison}: changed, added, removed, the same), the text pane shows the chosen article
 * of each edition with its differences, the left edition (the older) on the left. Read only.
 */
public final class LawEditionsCompareInput extends CompareEditorInput {

    private final LawText left;
    private final LawText right;

    /** The editions {@code left} and {@code right} of the law library. */
    public LawEditionsCompareInput(LawText left, LawText right) {
        super(configuration(left, right));
        this.left = left;
        this.right = right;
        setTitle(NLS.bind(Messages.LawEditions_title, left.title(), right.title()));
    }

    private static CompareConfiguration configuration(LawText left, LawText right) {
        CompareConfiguration c = new CompareConfiguration();
        c.setLeftEditable(false);
        c.setRightEditable(false);
        c.setLeftLabel(left.title());
        c.setRightLabel(right.title());
        // the platform shows a compare's left side on the right by default (preference "Swap left and right", on):
        // editions are read older left, newer right, as given
        c.setProperty(CompareConfiguration.MIRRORED, Boolean.FALSE);
        return c;
    }

    /** The articles of both editions, one node each, under a root of the two laws. */
    @Override
    protected DiffNode prepareInput(IProgressMonitor monitor) {
        return tree(EditionComparison.of(left, right));
    }

    /** The compare tree of a comparison: a node per article, its kind the article's change (public for tests). */
    public static DiffNode tree(EditionComparison comparison) {
        DiffNode root = new DiffNode(Differencer.NO_CHANGE);
        for (EditionComparison.Row row : comparison.rows()) {
            int kind = switch (row.change()) {
                case SAME -> Differencer.NO_CHANGE;
                case CHANGED -> Differencer.CHANGE;
                case ONLY_LEFT -> Differencer.DELETION;
                case ONLY_RIGHT -> Differencer.ADDITION;
            };
            String name = name(row);
            new DiffNode(root, kind, null, row.left().map(a -> new ArticleText(name, row.leftText())).orElse(null),
                    row.right().map(a -> new ArticleText(name, row.rightText())).orElse(null));
        }
        return root;
    }

    /** "Điều 9 — Ván hòa" (the title of the edition that has one, the newer first). */
    private static String name(EditionComparison.Row row) {
        String title = row.right().map(LawElement::title).filter(t -> t != null && !t.isBlank())
                .or(() -> row.left().map(LawElement::title).filter(t -> t != null && !t.isBlank())).orElse(null);
        return title == null ? NLS.bind(Messages.LawEditions_article, row.number())
                : NLS.bind(Messages.LawEditions_articleTitled, row.number(), title);
    }
}
