package org.chessarbiter.law;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.chessarbiter.law.EditionComparison.Change;
import org.chessarbiter.law.EditionComparison.Row;
import org.junit.jupiter.api.Test;

/** Two editions of the FIDE Laws of Chess side by side, article by article. */
class EditionComparisonTest {

    private static final LawText FIDE_2000 = LawLibrary.bundled().text("fide2000").orElseThrow();
    private static final LawText FIDE_2018 = LawLibrary.bundled().text("fide2018").orElseThrow();

    private static int index(EditionComparison c, String number) {
        List<String> numbers = c.rows().stream().map(Row::number).toList();
        assertTrue(numbers.contains(number), number + " in " + numbers);
        return numbers.indexOf(number);
    }

    @Test
    void anEditionComparedWithItselfIsTheSameArticleByArticle() {
        EditionComparison c = EditionComparison.of(FIDE_2018, FIDE_2018);
        assertEquals(FIDE_2018.count(ElementKind.ARTICLE), c.rows().size());
        assertEquals(c.rows(), c.rows(Change.SAME));
    }

    @Test
    void everyArticleOfEitherEditionHasOneRow() {
        EditionComparison c = EditionComparison.of(FIDE_2000, FIDE_2018);
        Set<String> numbers = new HashSet<>();
        c.rows().forEach(r -> assertTrue(numbers.add(r.number()), "one row for " + r.number()));
        assertEquals(FIDE_2000.count(ElementKind.ARTICLE), c.rows().stream().filter(r -> r.left().isPresent()).count());
        assertEquals(FIDE_2018.count(ElementKind.ARTICLE), c.rows().stream().filter(r -> r.right().isPresent()).count());
        assertEquals(c.rows().size(), c.rows(Change.SAME).size() + c.rows(Change.CHANGED).size() + c.rows(Change.ONLY_LEFT).size()
                + c.rows(Change.ONLY_RIGHT).size());
    }

    @Test
    void theDrawArticleChangedAndTheArticlesOfOneEditionAreSaidSo() {
        EditionComparison c = EditionComparison.of(FIDE_2000, FIDE_2018);
        Row draw = c.row("9").orElseThrow();
        assertEquals(Change.CHANGED, draw.change());
        assertTrue(draw.leftText().startsWith("Điều 9. VÁN CỜ HOÀ"), draw.leftText());
        assertTrue(draw.rightText().contains("9.6.1."), draw.rightText());
        // 2000 has 14 articles of laws, 2018 12; the guidelines of 2018 are new
        assertEquals(Change.ONLY_LEFT, c.row("13").orElseThrow().change());
        assertEquals(Change.ONLY_LEFT, c.row("14").orElseThrow().change());
        assertEquals(Change.ONLY_RIGHT, c.row("I.1").orElseThrow().change());
        assertEquals(Change.ONLY_RIGHT, c.row("III.6").orElseThrow().change());
        assertEquals("", c.row("III.6").orElseThrow().leftText());
        // the appendix articles B1 (2000) and B.1 (2018) are one row
        assertTrue(c.row("B.1").orElseThrow().left().isPresent() && c.row("B.1").orElseThrow().right().isPresent());
    }

    @Test
    void anArticleOnlyTheRightEditionHasStandsAfterTheOneItFollowsThere() {
        EditionComparison c = EditionComparison.of(FIDE_2000, FIDE_2018);
        assertEquals(index(c, "C.4") + 1, index(c, "C.5"));
        assertEquals(index(c, "C.5") + 1, index(c, "C.6"));
        assertTrue(index(c, "D.1") < index(c, "I.1"));
        assertTrue(index(c, "1") < index(c, "2"));
    }
}
