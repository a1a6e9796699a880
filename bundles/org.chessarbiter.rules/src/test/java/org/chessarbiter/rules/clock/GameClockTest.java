package org.chessarbiter.rules.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.Test;

/** The clock state machine with explicit timestamps (no real time in tests). */
class GameClockTest {
    private static final long S = 1000;

    private static TimeControl tc(String text) {
        return TimeControl.parse(text).value();
    }

    @Test
    void fide2018_6_3_1_periodsAndIncrementFromThePgnForm() {
        TimeControl t = tc("40/5400+30:1800+30");
        assertEquals(List.of(new Period(40, 5400 * S, 30 * S, Period.Bonus.INCREMENT),
                new Period(0, 1800 * S, 30 * S, Period.Bonus.INCREMENT)), t.periods());
        assertEquals(Period.Bonus.DELAY, tc("300d5").periods().get(0).bonus());
        assertEquals(Period.Bonus.NONE, tc("600").periods().get(0).bonus());
    }

    @Test
    void badTimeControlsAreLocatedSyntaxErrors() {
        ParseResult<TimeControl> r = TimeControl.parse("40/5400+30:x");
        assertEquals(ProblemKind.INVALID_SYNTAX, r.error().orElseThrow().kind());
        assertEquals(11, r.error().orElseThrow().location().offset());
        assertFalse(TimeControl.parse("40/5400").isOk(), "no final period");
        assertFalse(TimeControl.parse("600:300").isOk(), "a period after the rest of the game");
        assertFalse(TimeControl.parse("").isOk());
        assertTrue(r.error().orElseThrow().message().format(Locale.forLanguageTag("vi")).contains("giai đoạn"));
    }

    @Test
    void fide2018_6_2_1_pressingStopsOneClockAndStartsTheOther() {
        GameClock c = GameClock.of(tc("600")).start(Side.FIRST, 0);
        assertEquals(590 * S, c.remaining(Side.FIRST, 10 * S));
        assertEquals(600 * S, c.remaining(Side.SECOND, 10 * S));
        c = c.press(10 * S);
        assertEquals(Side.SECOND, c.running().orElseThrow());
        assertEquals(590 * S, c.remaining(Side.FIRST, 50 * S));
        assertEquals(560 * S, c.remaining(Side.SECOND, 50 * S));
    }

    @Test
    void fide2018_6_3_1_incrementIsAddedAfterEachMove() {
        GameClock c = GameClock.of(tc("60+2")).start(Side.FIRST, 0).press(5 * S);
        assertEquals(57 * S, c.remaining(Side.FIRST, 5 * S));
    }

    @Test
    void fide2018_6_3_2_delayIsSpentFirstAndNotAccumulated() {
        GameClock c = GameClock.of(tc("60d5")).start(Side.FIRST, 0);
        assertEquals(60 * S, c.remaining(Side.FIRST, 3 * S), "within the delay the main time does not run");
        c = c.press(3 * S);
        assertEquals(60 * S, c.remaining(Side.FIRST, 3 * S), "the unused delay is not added");
        c = c.press(10 * S).press(11 * S); // Black used 7 s: 2 s of main time; White used 1 s
        assertEquals(58 * S, c.remaining(Side.SECOND, 11 * S));
    }

    @Test
    void fide2018_6_3_2_theNextPeriodsTimeIsAddedWhenThePeriodIsComplete() {
        GameClock c = GameClock.of(tc("2/100:50")).start(Side.FIRST, 0);
        c = c.press(10 * S).press(20 * S).press(30 * S);
        assertEquals(80 * S + 50 * S, c.remaining(Side.FIRST, 30 * S), "two moves made: the second period's 50 s added");
        assertEquals(90 * S, c.remaining(Side.SECOND, 30 * S));
    }

    @Test
    void fide2018_6_9_flagFallsWhenTheTimeIsUsedUp() {
        GameClock c = GameClock.of(tc("10")).start(Side.FIRST, 0);
        assertTrue(c.flagged(9 * S).isEmpty());
        assertEquals(Side.FIRST, c.flagged(10 * S).orElseThrow());
        assertEquals(0, c.remaining(Side.FIRST, 12 * S));
    }

    @Test
    void fide2018_6_11_pausedClocksDoNotRun() {
        GameClock c = GameClock.of(tc("100")).start(Side.SECOND, 0).pause(10 * S);
        assertTrue(c.running().isEmpty());
        assertEquals(90 * S, c.remaining(Side.SECOND, 70 * S));
        c = c.resume(70 * S);
        assertEquals(80 * S, c.remaining(Side.SECOND, 80 * S));
    }
}
