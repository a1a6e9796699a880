package org.chessarbiter.tournament.fuzz;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;

/** The fuzz targets' contract on a reader's answer: a result, and every problem located and printable. */
final class Contract {

    private Contract() {
    }

    static void located(ParseResult<?> result) {
        assertNotNull(result, "a reader answers");
        located(result.problems());
    }

    static void located(List<Problem> problems) {
        for (Problem p : problems) {
            assertTrue(p.location().line() >= 0 && p.location().column() >= 0, () -> "a location: " + p);
            assertNotNull(p.text(Locale.ENGLISH));
            assertNotNull(p.text(Locale.forLanguageTag("vi")));
        }
    }
}
