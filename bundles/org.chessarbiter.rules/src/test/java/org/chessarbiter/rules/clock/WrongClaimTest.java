package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.S;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.chessarbiter.rules.clock.ClockFixtures.vi;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Incorrect draw claims: the opponent's time, and under the 2000 Laws the claimant's. */
class WrongClaimTest {

    @Test
    @DisplayName("FIDE 2018 9.5.3: an incorrect claim gives the opponent two minutes")
    void fide2018_9_5_3_twoMinutes() {
        ClockArbiter a = ClockArbiter.of(FIDE_2018, tc("5400+30")).start(Side.FIRST, 0).pause(60 * S);
        Ruling r = a.wrongClaim(Side.FIRST, 60 * S);
        assertEquals(92 * MIN, r.after().clock().remaining(Side.SECOND, 60 * S));
        assertEquals(89 * MIN, r.after().clock().remaining(Side.FIRST, 60 * S));
        assertEquals("Incorrect claim by White: 2:00 added to the clock of Black (FIDE 2018 9.5.3)", en(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 9.5.3, B.2: in blitz one minute")
    void fide2018_B_2_blitzOneMinute() {
        Ruling r = ClockArbiter.of(FIDE_2018, tc("300")).wrongClaim(Side.SECOND, 0);
        assertEquals(6 * MIN, r.after().clock().remaining(Side.FIRST, 0));
        assertEquals("Incorrect claim by Black: 1:00 added to the clock of White (FIDE 2018 9.5.3, B.2)", en(r.message()));
    }

    /** The claimant's time before and after, as 9.5(a) says: half of it over two minutes (at most three), else one minute. */
    @ParameterizedTest(name = "FIDE 2000 9.5(a): the claimant with {0} s keeps {1} s; the opponent gets 3 minutes")
    @CsvSource({"600, 420", "300, 150", "360, 180", "120, 60", "90, 60", "61, 60", "60, 60", "40, 40"})
    void fide2000_9_5a_threeMinuteRule(long before, long after) {
        ClockArbiter a = ClockArbiter.of(FIDE_2000, tc("40/7200:3600")).start(Side.FIRST, 0);
        a = a.setFace(Side.FIRST, before * S, 0).after().pause(0);
        Ruling r = a.wrongClaim(Side.FIRST, 0);
        assertEquals(after * S, r.after().clock().remaining(Side.FIRST, 0));
        assertEquals(123 * MIN, r.after().clock().remaining(Side.SECOND, 0));
    }

    @Test
    @DisplayName("FIDE 2000 9.5(a): the verdict names both clocks")
    void fide2000_9_5a_message() {
        ClockArbiter a = ClockArbiter.of(FIDE_2000, tc("40/7200:3600"));
        assertEquals("Incorrect claim by Black: 3:00 added to the clock of White; the clock of Black now shows 1:57:00 "
                + "(FIDE 2000 9.5(a))", en(a.wrongClaim(Side.SECOND, 0).message()));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 12b: fewer than 50 moves: two minutes to the opponent")
    void dieu12b_twoMinutes() {
        Ruling r = ClockArbiter.of(XIANGQI, tc("25/3600:1800")).wrongClaim(Side.SECOND, 0);
        assertEquals(62 * MIN, r.after().clock().remaining(Side.FIRST, 0));
        assertEquals("Đề nghị xử hòa không đúng của Đen: cộng 2:00 vào đồng hồ của Đỏ (Luật cờ Tướng 2004 Điều 12b)", vi(r.message()));
    }
}
