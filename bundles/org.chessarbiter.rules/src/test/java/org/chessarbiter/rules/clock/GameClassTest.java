package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.chessarbiter.rules.clock.ClockFixtures.vi;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Standard, rapid and blitz by the time for 60 moves, per law edition. */
class GameClassTest {

    @ParameterizedTest(name = "FIDE 2018 A.1 / B.1: {0} is {1} ({2})")
    @CsvSource({"600, BLITZ, B.1", "180+2, BLITZ, B.1", "300+5, BLITZ, B.1", "601, RAPID, A.1", "900+10, RAPID, A.1",
        "3540, RAPID, A.1", "3600, STANDARD, A.1", "2700+15, STANDARD, A.1", "40/5400+30:1800+30, STANDARD, A.1", "*180, BLITZ, B.1"})
    void fide2018_A1_B1(String control, GameClass expected, String article) {
        Classification c = FIDE_2018.classify(tc(control));
        assertEquals(expected, c.gameClass());
        assertEquals("FIDE 2018 " + article, c.article().citation());
    }

    @ParameterizedTest(name = "FIDE 2000 B1 / C1: {0} is {1} ({2})")
    @CsvSource({"899, BLITZ, C1", "900, RAPID, B1", "3600, RAPID, B1", "3601, STANDARD, B1", "600+4, BLITZ, C1",
        "600+5, RAPID, B1"})
    void fide2000_B1_C1(String control, GameClass expected, String article) {
        Classification c = FIDE_2000.classify(tc(control));
        assertEquals(expected, c.gameClass());
        assertEquals("FIDE 2000 " + article, c.article().citation());
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1.1e: 15, 25 or 30 minutes is rapid; Điều 10.1.1b: 90 minutes is standard")
    void dieu10_1_1e_rapid() {
        assertEquals(GameClass.RAPID, XIANGQI.classify(tc("1800")).gameClass());
        assertEquals(GameClass.RAPID, XIANGQI.classify(tc("900")).gameClass());
        Classification standard = XIANGQI.classify(tc("25/3600:1800"));
        assertEquals(GameClass.STANDARD, standard.gameClass());
        assertEquals("Cờ nhanh: 25:00 cho 60 nước (Luật cờ Tướng 2004 Điều 10.1.1e)", vi(XIANGQI.classify(tc("1500")).message()));
        assertEquals("Standard: 1:30:00 for 60 moves (Luật cờ Tướng 2004 Điều 10.1.1)", en(standard.message()));
    }
}
