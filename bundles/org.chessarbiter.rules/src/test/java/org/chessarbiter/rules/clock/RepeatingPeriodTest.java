package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.S;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Periods with move counts, and periods that repeat to the end of the game (the clock side). */
class RepeatingPeriodTest {

    /** Both sides make {@code moves} moves, each taking {@code each} ms, from {@code now}; returns the clock. */
    private static GameClock play(GameClock c, int moves, long each, long[] now) {
        for (int i = 0; i < 2 * moves; i++) {
            now[0] += each;
            c = c.press(now[0]);
        }
        return c;
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1.1d: each 10 moves made in time bring another 15 minutes")
    void dieu10_1_1d_tenMovesPerFifteenMinutes() {
        long[] now = {0};
        GameClock c = play(GameClock.of(tc("10/900...")).start(Side.FIRST, 0), 30, 40 * S, now);
        assertEquals(3, c.period(Side.FIRST), "three controls passed");
        assertEquals(30, c.movesCompleted(Side.FIRST));
        assertEquals(4 * 15 * MIN - 30 * 40 * S, c.remaining(Side.FIRST, now[0]), "4 x 15 min minus 30 moves of 40 s");
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1.2 and 7.1d: fewer than 25 moves in the first 60 minutes loses")
    void dieu10_1_2_twentyFiveMovesInSixtyMinutes() {
        ClockArbiter a = ClockArbiter.of(XIANGQI, tc("25/3600:1800")).start(Side.FIRST, 0);
        long now = 0;
        for (int i = 0; i < 48; i++) { // 24 moves each: Red used 48 minutes
            now += 2 * MIN;
            a = a.press(now);
        }
        assertEquals(12 * MIN, a.clock().remaining(Side.FIRST, now));
        assertTrue(a.flag(now + 12 * MIN - 1, false, MatePossibility.ALWAYS).isEmpty());
        Ruling r = a.flag(now + 12 * MIN, false, MatePossibility.ALWAYS).orElseThrow();
        assertEquals(Side.SECOND, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals(StandardTermination.FLAG_FALL, r.outcome().orElseThrow().termination());
        assertTrue(ClockFixtures.vi(r.message()).contains("Điều 7.1d"), ClockFixtures.vi(r.message()));
        assertTrue(ClockFixtures.vi(r.message()).startsWith("Đỏ rụng cờ"), ClockFixtures.vi(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 6.3.2: the unused time of a period is carried into the next")
    void fide2018_6_3_2_unusedTimeCarriesOver() {
        long[] now = {0};
        GameClock c = play(GameClock.of(tc("40/5400+30:1800+30")).start(Side.FIRST, 0), 40, 60 * S, now);
        assertEquals(5400 * S - 40 * 60 * S + 40 * 30 * S + 1800 * S, c.remaining(Side.FIRST, now[0]));
        assertTrue(c.inFinalPeriod(Side.FIRST));
    }

    @Test
    @DisplayName("FIDE 2018 7.1, 6.10.2: the arbiter corrects the move counter; the period follows, the faces stay")
    void fide2018_7_1_moveCounterCorrected() {
        GameClock c = GameClock.of(tc("10/900...")).start(Side.FIRST, 0).correctMoves(Side.FIRST, 23);
        assertEquals(2, c.period(Side.FIRST));
        assertEquals(3, c.movesInPeriod(Side.FIRST));
        assertEquals(23, c.movesCompleted(Side.FIRST));
        assertEquals(15 * MIN, c.remaining(Side.FIRST, 0));
    }
}
