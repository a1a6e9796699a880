package org.chessarbiter.tournament.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** A round's date read as a day: TRF record 132's YY/MM/DD, or YYYY/MM/DD; anything else is no day. */
class RoundDayTest {

    @Test
    void theDatesOfATrfAreDaysOfThisCentury() {
        assertEquals(Optional.of(LocalDate.of(2026, 11, 24)), new Round(1, "26/11/24", false, List.of(), List.of()).day(),
                "YY/MM/DD: the 24th of November 2026, not the 26th of November 2024");
        assertEquals(Optional.of(LocalDate.of(2026, 11, 24)), Round.day("2026/11/24"));
    }

    @Test
    void anyOtherTextIsNoDay() {
        for (String s : new String[] { "", "26/13/01", "24/11/2026", "tomorrow", "26-11-24" }) {
            assertEquals(Optional.empty(), Round.day(s), s);
        }
        assertEquals(Optional.empty(), Round.day(null));
    }
}
