package org.chessarbiter.law;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How elements of a law text are cited: the law's name, then the numbers as printed, segment by segment
 * ({@code fide2018.9.6.1}, {@code fide2000.7.4.a}, {@code fide2018.A.4.2}, {@code xiangqi2004.PL5.3}).
 * An element whose number repeats its numbered parent's and goes on ({@code 9.6.1} in point {@code 9.6},
 * {@code A.1} in appendix {@code A}) is cited by its own number in the place of its parent's; any other
 * ({@code 1} in article {@code 9.6}, {@code b} in point {@code 7.4}) follows its parent's id. The law
 * library and the regulations language both name elements by this rule. A number the law prints twice
 * under the same parent (a misprint: 001 prints 15.5 to 15.7 twice) is labelled the second time with the
 * segment {@value #REPEATED} ({@code xiangqi2004.15.5.bis}).
 */
public final class CitationIds {

    /** The last segment of the label of a number printed a second time under the same parent. */
    public static final String REPEATED = "bis";

    private CitationIds() {
    }

    /** The segments of a printed number: {@code "9.6.1"} gives 9, 6, 1. */
    public static List<String> segments(String label) {
        return label == null ? List.of() : Arrays.asList(label.split("\\."));
    }

    /**
     * The id segments of an element numbered {@code label} whose nearest numbered ancestor has the id
     * {@code parentId} and the number {@code parentLabel} ({@code null} when that ancestor is the law).
     */
    public static List<String> child(List<String> parentId, String parentLabel, String label) {
        List<String> own = segments(label);
        List<String> parent = segments(parentLabel);
        List<String> base = parentId;
        if (!parent.isEmpty() && own.size() > parent.size() && own.subList(0, parent.size()).equals(parent)) {
            base = parentId.subList(0, parentId.size() - parent.size());
        }
        List<String> id = new ArrayList<>(base);
        id.addAll(own);
        return id;
    }

    /** The id as text, segments joined by dots. */
    public static String text(List<String> id) {
        return String.join(".", id);
    }
}
