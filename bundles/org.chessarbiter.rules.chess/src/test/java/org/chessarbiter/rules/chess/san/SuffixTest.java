package org.chessarbiter.rules.chess.san;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The quick test of the last character before the en passant marks are compared agrees with the comparison. */
class SuffixTest {
    @Test
    void onlyTheLastCharactersOfTheMarksMayEndOne() {
        int may = 0;
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            String last = String.valueOf((char) c);
            boolean matchesSome = false;
            for (String mark : Suffix.EP_MARKS) {
                matchesSome |= last.regionMatches(true, 0, mark, mark.length() - 1, 1);
            }
            assertEquals(matchesSome, Suffix.mayEndAnEpMark((char) c), "U+" + Integer.toHexString(c));
            may += matchesSome ? 1 : 0;
        }
        assertTrue(may == 5, may + " characters");
    }

    @Test
    void marksAreStillRead() {
        assertEquals(new Suffix(4, false, false), Suffix.strip("exd6e.p.", 0, 8));
        assertEquals(new Suffix(4, true, false), Suffix.strip("exd6 ep+", 0, 8));
        assertEquals(new Suffix(4, false, false), Suffix.strip("exd6QĐ", 0, 6));
        assertEquals(new Suffix(3, false, true), Suffix.strip("Qf7#!", 0, 5));
    }
}
