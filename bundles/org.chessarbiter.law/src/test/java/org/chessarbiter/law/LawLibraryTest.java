package org.chessarbiter.law;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chessarbiter.rules.ParseResult;
import org.junit.jupiter.api.Test;

/**
 * The law library as committed: every document reads, its citation ids are unique, its structure has the
 * counts printed in the seeds, and its articles have the seeds' text word for word.
 */
class LawLibraryTest {

    @Test
    void everyDocumentReadsAndNamesEachElementOnce() {
        for (String name : LawLibrary.LAWS) {
            ParseResult<LawText> r = LawReader.read(LawLibrary.source(name));
            assertTrue(r.isOk(), () -> name + ": " + r.error().map(LawReader::describe).orElse(""));
            List<String> ids = new ArrayList<>();
            r.value().root().forEach(e -> {
                if (e.id() != null) {
                    ids.add(e.id());
                }
            });
            Set<String> seen = new HashSet<>();
            List<String> twice = ids.stream().filter(id -> !seen.add(id)).toList();
            assertEquals(List.of(), twice, name + ": ids given twice");
            assertEquals(name, r.value().name());
        }
    }

    /** Chapters, appendices, articles and points of each law text (articles of appendices included). */
    @Test
    void countsOfEachLawText() {
        Map<String, List<Integer>> expected = new LinkedHashMap<>();
        expected.put("fide2000", List.of(0, 5, 51, 162));
        expected.put("vn2000p2", List.of(0, 3, 16, 73));
        expected.put("xiangqi2004", List.of(6, 6, 40, 366));
        expected.put("fide2018", List.of(0, 7, 60, 328));
        expected.put("swissmod", List.of(0, 0, 1, 7));
        LawLibrary library = LawLibrary.bundled();
        for (Map.Entry<String, List<Integer>> e : expected.entrySet()) {
            LawText t = library.text(e.getKey()).orElseThrow();
            assertEquals(e.getValue(), List.of(t.count(ElementKind.CHAPTER), t.count(ElementKind.APPENDIX),
                    t.count(ElementKind.ARTICLE), t.count(ElementKind.POINT)), e.getKey() + ": chapters, appendices, articles, points");
        }
    }

    @Test
    void citationsResolveToTheirText() {
        LawLibrary library = LawLibrary.bundled();
        assertTrue(library.resolve("fide2018.9.6.1").orElseThrow().text().contains("ít nhất 05 lần"));
        assertTrue(library.resolve("fide2018.9.6.2").orElseThrow().text().contains("75"));
        assertTrue(library.resolve("fide2000.7.4.a").orElseThrow().text().startsWith("Nếu trong quá trình ván đấu phát hiện ra một nước đi"));
        assertTrue(library.resolve("xiangqi2004.23.3").orElseThrow().text().startsWith("Một quân đuổi bắt mãi một quân thì xử thua"));
        assertTrue(library.resolve("vn2000p2.13").orElseThrow().title().startsWith("HỆ THỤY SĨ ĐIỀU CHỈNH"));
        assertTrue(library.resolve("fide2018.A.4.2").orElseThrow().text().startsWith("Nếu trọng tài quan sát thấy"));
        assertTrue(library.resolve("swissmod.13.d").orElseThrow().fullText().contains("100 đơn vị"));
        assertTrue(library.resolve("xiangqi2004.PL5").isPresent(), "an appendix");
        assertEquals(ElementKind.POINT, library.resolve("fide2018.3.7").orElseThrow().kind(), "a point printed only through its sub-points");
        assertTrue(library.resolve("fide2018.9.6.3").isEmpty());
        assertTrue(library.resolve("fide2019.9.6").isEmpty());
    }

    /** At least 20 articles, word for word as the seeds print them (the seeds are read now, not at conversion). */
    @Test
    void articlesHaveTheTextOfTheSeeds() throws Exception {
        LawLibrary library = LawLibrary.bundled();
        int compared = 0;
        compared += compare(library, "fide2000", SeedText.lines("000", null), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
        compared += compare(library, "vn2000p2", SeedText.lines("000", "Phần 2."), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16);
        compared += compare(library, "xiangqi2004", SeedText.lines("001", "## *Chương I*"), 1, 3, 5, 6, 8, 12, 14, 16, 17, 18, 19, 21, 22, 25, 26, 27, 28, 2, 4, 7, 9, 10, 11, 13, 15, 20, 24, 30);
        compared += compare(library, "fide2018", SeedText.lines("002", null), 1, 2, 7, 12);
        assertTrue(compared >= 20, "compared " + compared);
    }

    private static int compare(LawLibrary library, String law, List<String> seed, int... articles) {
        for (int n : articles) {
            String id = law + "." + n;
            LawElement article = library.resolve(id).orElseThrow(() -> new AssertionError("no article " + id));
            List<String> printed = SeedText.words(SeedText.article(seed, n));
            List<String> converted = SeedText.words(article.fullText());
            int i = 0;
            while (i < printed.size() && i < converted.size() && printed.get(i).equals(converted.get(i))) {
                i++;
            }
            int at = i;
            assertEquals(printed.size(), at, () -> id + ": the texts part at word " + at + ": printed "
                    + printed.subList(at, Math.min(printed.size(), at + 12)) + ", converted "
                    + converted.subList(at, Math.min(converted.size(), at + 12)));
            assertEquals(printed, converted, id);
        }
        return articles.length;
    }
}
