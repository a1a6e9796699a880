package org.chessarbiter.law;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Search in the law library, what "go to article" and "search" of the library are: the element a citation names
 * ("FIDE 2018 9.6.1", "Luật cờ Tướng 2004 Điều 23 điểm 3", {@code fide2018.9.6.1}) first, then the elements below
 * a citation id ({@code fide2018.9.6} gives 9.6.1 and 9.6.2), then the articles, points and named divisions whose
 * number or own text holds every word asked, in the library's order. Words are compared without case and without
 * Vietnamese diacritics: "van co hoa" finds "VÁN CỜ HOÀ".
 */
public final class LawSearch {

    /** The most elements a search gives. */
    public static final int LIMIT = 200;

    private LawSearch() {
    }

    /** The elements of {@code library} that {@code query} asks for, at most {@link #LIMIT}; none for a blank query. */
    public static List<LawElement> find(LawLibrary library, String query) {
        String asked = query == null ? "" : query.strip();
        Set<LawElement> found = new LinkedHashSet<>();
        if (asked.isEmpty()) {
            return List.of();
        }
        for (Citation c : CitationParser.find(asked)) {
            if (!c.isExternal()) {
                library.resolve(c.id()).ifPresent(found::add);
            }
        }
        library.resolve(asked).ifPresent(found::add);
        List<String> words = List.of(fold(asked).split("\\s+"));
        for (LawText law : library.texts()) {
            law.root().forEach(e -> {
                if (e.id() != null && e.id().startsWith(asked + ".")) {
                    found.add(e);
                }
            });
        }
        for (LawText law : library.texts()) {
            law.root().forEach(e -> {
                if (e.id() != null && e.kind() != ElementKind.LAW && found.size() < LIMIT) {
                    String own = fold(e.id() + " " + ownText(e));
                    if (words.stream().allMatch(own::contains)) {
                        found.add(e);
                    }
                }
            });
        }
        List<LawElement> out = new ArrayList<>(found);
        return out.size() > LIMIT ? List.copyOf(out.subList(0, LIMIT)) : List.copyOf(out);
    }

    /** The words an element prints itself: its title, its text and its paragraphs, not those of its points. */
    public static String ownText(LawElement e) {
        StringBuilder out = new StringBuilder();
        for (String s : new String[] { e.printedLabel(), e.title(), e.text() }) {
            if (s != null) {
                out.append(s).append(' ');
            }
        }
        for (LawContent c : e.contents()) {
            if (c instanceof Passage p) {
                out.append(p.text()).append(' ');
            }
        }
        return out.toString().strip();
    }

    /** {@code s} in lower case without diacritics ("Đ" as "d"), as the search compares words. */
    static String fold(String s) {
        String plain = Normalizer.normalize(s.replace('Đ', 'D').replace('đ', 'd'), Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return plain.toLowerCase(Locale.ROOT);
    }
}
