package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.S;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The text form of time controls: PGN 9.6.1, TRF26 and the documented extensions (delay, repeating period). */
class TimeControlTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"40/9000:900+30", "40/5400+30:1800+30", "40/6000+30:900+30", "300", "300+2", "*180", "300d5",
        "5400b30", "10/900...", "25/3600:10/900:10/900:10/900:10/900:10/300...", "40/7200:20/3600..."})
    @DisplayName("PGN 9.6.1 / TRF26 / extensions: every form reads and writes back unchanged")
    void roundTrip(String text) {
        assertEquals(text, tc(text).text());
        assertEquals(tc(text), TimeControl.parse(tc(text).text()).value());
    }

    @Test
    @DisplayName("PGN 9.6.1: ? is unknown, - is no clock, *180 a sandglass, moves/seconds:seconds+increment")
    void pgnTagValues() {
        assertInstanceOf(TimeControlTag.Unknown.class, TimeControlTag.parse("?").value());
        assertInstanceOf(TimeControlTag.Untimed.class, TimeControlTag.parse("-").value());
        TimeControlTag timed = TimeControlTag.parse("40/9000:900+30").value();
        assertEquals(List.of(Period.moves(40, 9000 * S), Period.rest(900 * S).with(Period.Bonus.INCREMENT, 30 * S)),
                ((TimeControlTag.Timed) timed).control().periods());
        assertEquals("-", TimeControlTag.parse("-").value().text());
        assertTrue(tc("*180").isSandglass());
        assertEquals(Period.Bonus.SANDGLASS, tc("*180").periods().get(0).bonus());
        assertFalse(TimeControlTag.parse("*").isOk());
    }

    @Test
    @DisplayName("TRF26: 40/6000+30:900+30, the increment in each period")
    void trf26() {
        TimeControl t = tc("40/6000+30:900+30");
        assertEquals(new Period(40, 6000 * S, 30 * S, Period.Bonus.INCREMENT), t.periods().get(0));
        assertFalse(TimeControlText.usesExtensions(t), "plain TRF26");
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1.1d: 10 moves per 15 minutes to the end, a repeating period")
    void dieu10_1_1d_repeatingPeriod() {
        TimeControl t = tc("10/900...");
        assertTrue(t.repeatsLast());
        assertEquals(Period.moves(10, 15 * MIN), t.period(7), "the seventh control is the same period again");
        assertTrue(t.hasPeriodAfter(7));
        assertTrue(TimeControlText.usesExtensions(t));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1.2: 25 moves in 60 minutes, 35 in 75, ..., 65 in 120, then 10 moves per 5 minutes")
    void dieu10_1_2_internationalChecks() {
        TimeControl t = tc("25/3600:10/900:10/900:10/900:10/900:10/300...");
        assertEquals(120 * MIN, t.timeForMoves(65), "65 moves in 120 minutes");
        assertEquals(75 * MIN, t.timeForMoves(35));
        assertEquals(125 * MIN, t.timeForMoves(75), "then 5 minutes for each 10 moves");
    }

    @Test
    @DisplayName("000 Part 2 Art. 2.4: N moves per hour (40 in 2 hours, then 20 per hour)")
    void part2_2_4_movesPerHour() {
        TimeControl t = tc("40/7200:20/3600...");
        assertEquals(4 * 60 * MIN, t.timeForMoves(80));
    }

    @Test
    @DisplayName("the extensions: d simple delay (FIDE 2018 6.3.2), b Bronstein delay")
    void delayExtensions() {
        assertEquals(new Period(0, 300 * S, 5 * S, Period.Bonus.DELAY), tc("300d5").periods().get(0));
        assertEquals(new Period(0, 5400 * S, 30 * S, Period.Bonus.BRONSTEIN), tc("5400b30").periods().get(0));
        assertEquals(Period.Bonus.NONE, tc("300d0").periods().get(0).bonus(), "no delay is no bonus");
    }

    @Test
    @DisplayName("errors are located values: a repeating period needs a move count; one bonus per period")
    void errors() {
        Problem p = TimeControl.parse("40/5400:1800...").error().orElseThrow();
        assertEquals(8, p.location().offset());
        assertTrue(p.message().toString().contains("repeat"), p.toString());
        assertFalse(TimeControl.parse("300+5d2").isOk());
        assertFalse(TimeControl.parse("...").isOk());
        ParseResult<TimeControl> missing = TimeControl.parse("40/5400");
        assertTrue(missing.error().orElseThrow().message().format(ClockFixtures.VI).contains("lặp lại"));
    }
}
