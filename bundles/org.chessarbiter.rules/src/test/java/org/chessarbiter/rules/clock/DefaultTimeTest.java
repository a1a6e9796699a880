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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Lateness and the default time per edition; the clock runs from the start of the session. */
class DefaultTimeTest {
    private static final Optional<Duration> SILENT = Optional.empty();

    @Test
    @DisplayName("FIDE 2018 6.7.1: regulations silent, the default time is zero: any lateness loses")
    void fide2018_6_7_1_zeroDefault() {
        ClockArbiter a = ClockArbiter.of(FIDE_2018, tc("5400+30"));
        assertTrue(a.arrival(Side.SECOND, 0, SILENT, 0).outcome().isEmpty(), "on time");
        Ruling late = a.arrival(Side.SECOND, 1 * S, SILENT, 1 * S);
        assertEquals(Side.FIRST, late.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals(ClockTermination.DEFAULT_TIME, late.outcome().orElseThrow().termination());
        assertEquals("Black arrived 0:01 after the start, later than the default time of 0:00: White wins (FIDE 2018 6.7.1)",
                en(late.message()));
    }

    @Test
    @DisplayName("FIDE 2018 6.7.1: the regulations' default time of 30 minutes")
    void fide2018_6_7_1_regulationsDefault() {
        ClockArbiter a = ClockArbiter.of(FIDE_2018, tc("5400+30"));
        Optional<Duration> thirty = Optional.of(Duration.ofMinutes(30));
        assertTrue(a.arrival(Side.FIRST, 30 * MIN, thirty, 0).outcome().isEmpty());
        assertTrue(a.arrival(Side.FIRST, 30 * MIN + 1, thirty, 0).outcome().isPresent());
    }

    @Test
    @DisplayName("FIDE 2018 6.7.2 / FIDE 2000 6.6: both absent, White's clock runs until he comes")
    void fide2018_6_7_2_whiteLosesTheElapsedTime() {
        ClockArbiter a = ClockArbiter.of(FIDE_2018, tc("5400+30")).start(Side.FIRST, 0);
        assertTrue(a.arrival(Side.FIRST, 10 * MIN, Optional.of(Duration.ofMinutes(15)), 10 * MIN).outcome().isEmpty());
        assertEquals(80 * MIN, a.clock().remaining(Side.FIRST, 10 * MIN));
        assertEquals(90 * MIN, a.clock().remaining(Side.SECOND, 10 * MIN));
    }

    @Test
    @DisplayName("FIDE 2000 6.7: more than one hour late loses")
    void fide2000_6_7_oneHour() {
        ClockArbiter a = ClockArbiter.of(FIDE_2000, tc("40/7200:3600"));
        assertTrue(a.arrival(Side.FIRST, 60 * MIN, SILENT, 0).outcome().isEmpty());
        Ruling r = a.arrival(Side.FIRST, 61 * MIN, SILENT, 0);
        assertEquals(Side.SECOND, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertTrue(en(r.message()).endsWith("(FIDE 2000 6.7)"));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.2.1a, 7.1e: 15, 30 or 60 minutes as the organisers fix")
    void dieu10_2_1a_fifteenThirtySixty() {
        ClockArbiter a = ClockArbiter.of(XIANGQI, tc("25/3600:1800"));
        assertEquals(XiangqiClockLaw.DEFAULT_TIMES, java.util.List.of(Duration.ofMinutes(15), Duration.ofMinutes(30), Duration.ofMinutes(60)));
        assertTrue(a.arrival(Side.SECOND, 16 * MIN, Optional.of(Duration.ofMinutes(30)), 0).outcome().isEmpty());
        Ruling r = a.arrival(Side.SECOND, 16 * MIN, SILENT, 0);
        assertEquals(Side.FIRST, r.outcome().orElseThrow().winnerSide().orElseThrow(), "silent regulations: 15 minutes");
        assertEquals("Đen đến muộn 16:00 sau giờ bắt đầu, quá thời gian được đến trễ 15:00: Đỏ thắng "
                + "(Luật cờ Tướng 2004 Điều 10.2.1a, Điều 7.1e)", vi(r.message()));
        assertTrue(a.arrival(Side.SECOND, 61 * MIN, Optional.of(Duration.ofMinutes(60)), 0).outcome().isPresent());
    }
}
