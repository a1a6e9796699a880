package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.S;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The flag in each class of game (standard, rapid, blitz) under each law: who wins and which articles are cited. */
class FlagPerClassTest {
    private static final MatePossibility CAN = MatePossibility.ALWAYS;

    /** Black's flag in a game of {@code control}: Black's clock ran out at 10 s. */
    private static Ruling blackFlag(ClockLaw law, String control) {
        ClockArbiter a = ClockArbiter.of(law, tc(control)).start(Side.SECOND, 0).setFace(Side.SECOND, 10 * S, 0).after();
        return a.flag(11 * S, false, CAN).orElseThrow();
    }

    @Test
    @DisplayName("FIDE 2000 6.10: the flag loses in a standard game")
    void fide2000_6_10_flagLoses() {
        Ruling r = blackFlag(FIDE_2000, "40/7200:3600");
        assertEquals(Side.FIRST, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals("The flag of Black has fallen: White wins (FIDE 2000 6.10)", en(r.message()));
    }

    @Test
    @DisplayName("FIDE 2000 B7, C2: rapid (15 to 60 minutes) and blitz (under 15) flags are claimed as B7 says")
    void fide2000_B7_rapidAndBlitzFlags() {
        assertEquals("FIDE 2000 6.10, B7", blackFlag(FIDE_2000, "1800").decision().citation());
        assertEquals("FIDE 2000 6.10, B7", blackFlag(FIDE_2000, "300").decision().citation());
    }

    @Test
    @DisplayName("FIDE 2018 6.9, B.1, A.4.3: a blitz flag (10 minutes or less for 60 moves) is judged as in rapid (B.4)")
    void fide2018_B_4_blitzFlag() {
        Ruling r = blackFlag(FIDE_2018, "180+2");
        assertEquals(Side.FIRST, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals("FIDE 2018 6.9, A.4.3", r.decision().citation());
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 7.1d, 10.1.1e: a rapid xiangqi game's flag loses like any other")
    void dieu7_1d_rapidXiangqiFlag() {
        Ruling r = blackFlag(XIANGQI, "900");
        assertEquals(Side.FIRST, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals("Luật cờ Tướng 2004 Điều 7.1d", r.decision().citation());
    }
}
