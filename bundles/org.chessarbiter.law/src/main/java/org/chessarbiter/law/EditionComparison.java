package org.chessarbiter.law;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Two editions of a law side by side, article by article (the law library's compare view: FIDE 2000 and FIDE 2018,
 * or any two law texts): the articles are matched by their number as printed ({@code 9}, {@code A.4}; {@code B1}
 * matching {@code B.1}), in the order
 * of the left edition, an article only the right one has standing after the article it follows there. Each row says
 * whether the two texts are the same (spacing aside), changed, or only in one edition.
 *
 * @param left  the older edition, usually
 * @param right the other edition
 * @param rows  one row an article number, in reading order
 */
public record EditionComparison(LawText left, LawText right, List<EditionComparison.Row> rows) {

    /** What happened to an article between the two editions. */
    public enum Change {
        /** The same text, spacing aside. */
        SAME,
        /** Both editions have the article, with different texts. */
        CHANGED,
        /** Only the left edition has it. */
        ONLY_LEFT,
        /** Only the right edition has it. */
        ONLY_RIGHT
    }

    /**
     * One article of either edition.
     *
     * @param number the article's number ({@code 9}, {@code A.4}, {@code B.1})
     * @param left   the article in the left edition
     * @param right  the article in the right edition
     */
    public record Row(String number, Optional<LawElement> left, Optional<LawElement> right) {

        public Row {
            Objects.requireNonNull(number, "number");
            if (left.isEmpty() && right.isEmpty()) {
                throw new IllegalArgumentException("a row of neither edition: " + number);
            }
        }

        /** What happened to the article. */
        public Change change() {
            if (left.isEmpty()) {
                return Change.ONLY_RIGHT;
            }
            if (right.isEmpty()) {
                return Change.ONLY_LEFT;
            }
            return normalized(left.get()).equals(normalized(right.get())) ? Change.SAME : Change.CHANGED;
        }

        /** The article's printed text in the left edition, "" when it has none. */
        public String leftText() {
            return left.map(LawElement::fullText).orElse("");
        }

        /** The article's printed text in the right edition, "" when it has none. */
        public String rightText() {
            return right.map(LawElement::fullText).orElse("");
        }

        private static String normalized(LawElement e) {
            return e.fullText().replaceAll("\\s+", " ").strip();
        }
    }

    public EditionComparison {
        rows = List.copyOf(rows);
    }

    /** The two law texts compared article by article. */
    public static EditionComparison of(LawText left, LawText right) {
        Map<String, LawElement> l = articles(left);
        Map<String, LawElement> r = articles(right);
        List<Row> rows = new ArrayList<>();
        l.forEach((number, article) -> rows.add(new Row(number, Optional.of(article), Optional.ofNullable(r.get(number)))));
        String before = null;
        for (Map.Entry<String, LawElement> e : r.entrySet()) {
            if (!l.containsKey(e.getKey())) {
                rows.add(after(rows, before) + 1, new Row(e.getKey(), Optional.empty(), Optional.of(e.getValue())));
            }
            before = e.getKey();
        }
        return new EditionComparison(left, right, rows);
    }

    /** The rows of one kind of change. */
    public List<Row> rows(Change change) {
        return rows.stream().filter(row -> row.change() == change).toList();
    }

    /** The row of an article number. */
    public Optional<Row> row(String number) {
        return rows.stream().filter(row -> row.number().equals(number)).findFirst();
    }

    /** The index of the row of {@code number}, -1 when there is none (the first right-only article goes first). */
    private static int after(List<Row> rows, String number) {
        for (int i = 0; number != null && i < rows.size(); i++) {
            if (rows.get(i).number().equals(number)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The articles of a text by number, in printed order; the first of a number wins. The number is the one printed,
     * an appendix letter followed by a dot ({@code B1} of 2000 and {@code B.1} of 2018 are both {@code B.1}).
     */
    private static Map<String, LawElement> articles(LawText text) {
        Map<String, LawElement> out = new LinkedHashMap<>();
        text.root().forEach(e -> {
            if (e.kind() == ElementKind.ARTICLE && e.label() != null) {
                out.putIfAbsent(number(e.printedLabel()), e);
            }
        });
        return out;
    }

    /** An article's number as the rows write it: {@code B1} as {@code B.1}, any other as printed. */
    static String number(String printed) {
        return printed.replaceAll("^([A-Z]+)(\\d)", "$1.$2");
    }
}
