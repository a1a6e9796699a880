package org.chessarbiter.law;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Where a text writes its citations: what a link from the words to the law library covers. */
class CitationSpanTest {

    @Test
    void aCitationSpansFromTheLawsNameToItsLastNumber() {
        String text = "Hòa khi lặp lại năm lần (FIDE 2018 9.6.1) và đòi hòa.";
        List<CitationSpan> spans = CitationParser.locate(text);
        assertEquals(1, spans.size());
        assertEquals("FIDE 2018 9.6.1", text.substring(spans.get(0).start(), spans.get(0).end()));
        assertEquals("fide2018.9.6.1", spans.get(0).citation().id());
    }

    @Test
    void theVietnameseFormAndTheNextNumbersOfAListEachHaveTheirSpan() {
        String text = "Theo Luật cờ Tướng 2004 Điều 23 điểm 3; FIDE 2018 8.1.5, 9.1.2.2.";
        List<CitationSpan> spans = CitationParser.locate(text);
        assertEquals(List.of("Luật cờ Tướng 2004 Điều 23 điểm 3", "FIDE 2018 8.1.5", "9.1.2.2"),
                spans.stream().map(s -> text.substring(s.start(), s.end())).toList());
        assertEquals(List.of("xiangqi2004.23.3", "fide2018.8.1.5", "fide2018.9.1.2.2"),
                spans.stream().map(s -> s.citation().id()).toList());
        assertEquals(CitationParser.find(text), spans.stream().map(CitationSpan::citation).toList());
        CitationSpan second = spans.get(2);
        assertTrue(second.covers(second.start()) && second.covers(second.end() - 1));
        assertFalse(second.covers(second.end()));
    }

    @Test
    void anExternalDocumentIsSpannedByItsName() {
        String text = "tie-breaks of FIDE C.07";
        CitationSpan span = CitationParser.locate(text).get(0);
        assertEquals("FIDE C.07", text.substring(span.start(), span.end()));
        assertTrue(span.citation().isExternal());
    }
}
