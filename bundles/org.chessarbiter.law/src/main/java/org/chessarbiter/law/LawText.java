package org.chessarbiter.law;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A law text of the library: its root element (the law, holding its preamble, divisions and articles)
 * and every element by citation id.
 *
 * @param root the law
 * @param edition what the document says of the edition and of its source, may be {@code null}
 */
public record LawText(LawElement root, String edition) {

    /** The law's name: the first segment of its citation ids ({@code fide2018}). */
    public String name() {
        return root.id();
    }

    /** The law's title ({@code Luật cờ Vua FIDE 2018}). */
    public String title() {
        return root.title();
    }

    /** Every element that has a citation id, by id, in printed order. The first of two equal ids wins. */
    public Map<String, LawElement> elements() {
        Map<String, LawElement> byId = new LinkedHashMap<>();
        root.forEach(e -> {
            if (e.id() != null) {
                byId.putIfAbsent(e.id(), e);
            }
        });
        return byId;
    }

    /** The element cited by {@code id} ({@code fide2018.9.6.1}). */
    public Optional<LawElement> find(String id) {
        return Optional.ofNullable(elements().get(id));
    }

    /** How many elements of {@code kind} the text has. */
    public int count(ElementKind kind) {
        int[] n = {0};
        root.forEach(e -> {
            if (e.kind() == kind) {
                n[0]++;
            }
        });
        return n[0];
    }
}
