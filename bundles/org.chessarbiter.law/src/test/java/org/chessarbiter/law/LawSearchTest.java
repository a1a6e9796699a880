package org.chessarbiter.law;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Go to an article and search the law library: by citation, by id, by words with or without diacritics. */
class LawSearchTest {

    private static final LawLibrary LIBRARY = LawLibrary.bundled();

    private static List<String> ids(String query) {
        return LawSearch.find(LIBRARY, query).stream().map(LawElement::id).toList();
    }

    @Test
    void aCitationAsTheProjectWritesItGoesToItsArticleFirst() {
        assertEquals("fide2018.9.6.1", ids("FIDE 2018 9.6.1").get(0));
        assertEquals("xiangqi2004.23.3", ids("Luật cờ Tướng 2004 Điều 23 điểm 3").get(0));
        assertEquals("fide2018.9.6.1", ids("fide2018.9.6.1").get(0));
    }

    @Test
    void anIdGivesTheElementAndEverythingBelowIt() {
        List<String> ids = ids("fide2018.9.6");
        assertEquals(List.of("fide2018.9.6", "fide2018.9.6.1", "fide2018.9.6.2"), ids.subList(0, 3));
    }

    @Test
    void wordsAreFoundWithOrWithoutDiacritics() {
        List<String> plain = ids("van co hoa");
        assertTrue(plain.contains("fide2000.9"), plain.toString());
        assertEquals(plain, ids("VÁN CỜ HOÀ"));
        for (LawElement e : LawSearch.find(LIBRARY, "chiếu mãi")) {
            String own = LawSearch.fold(e.id() + " " + LawSearch.ownText(e));
            assertTrue(own.contains("chieu") && own.contains("mai"), e.id() + ": " + LawSearch.ownText(e));
        }
        assertTrue(ids("chiếu mãi").stream().anyMatch(id -> id.startsWith("xiangqi2004.")));
        assertTrue(ids("đồng hồ").size() > 5, "đ is read as d");
        assertEquals(ids("dong ho"), ids("đồng hồ"));
    }

    @Test
    void nothingAskedOrNothingFoundGivesNothingAndManyHitsAreCut() {
        assertEquals(List.of(), ids("  "));
        assertEquals(List.of(), ids("zzzqqq"));
        assertEquals(LawSearch.LIMIT, ids("và").size());
    }
}
