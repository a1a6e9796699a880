package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.ClockLaw;
import org.chessarbiter.rules.clock.Fide2000ClockLaw;
import org.chessarbiter.rules.clock.Fide2018ClockLaw;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.clock.TimeIncident;
import org.chessarbiter.rules.clock.VirtualTimeSource;
import org.chessarbiter.rules.clock.XiangqiClockLaw;
import org.chessarbiter.workspace.ui.internal.clock.ClockMessages;
import org.chessarbiter.workspace.ui.internal.clock.LiveClock;
import org.chessarbiter.workspace.ui.internal.clock.TimeEntry;
import org.junit.jupiter.api.Test;

/**
 * The clock view's live clock on a virtual time source: the readings written after each move pressed, and
 * each arbiter's action as the incident the scoresheet records, decided by the clock law of the edition.
 */
class LiveClockTest {

    private final VirtualTimeSource time = new VirtualTimeSource();

    private LiveClock clock(ClockLaw law, String control, boolean xiangqi) {
        return new LiveClock(law, TimeControl.parse(control).value(), time, List.of(), Side.FIRST, xiangqi);
    }

    @Test
    void fide2018_6_3_1_aMovePressedWritesTheTimeLeftWithTheIncrementAndTheTimeTaken() {
        LiveClock c = clock(new Fide2018ClockLaw(), "5400+30", false);
        time.advance(Duration.ofSeconds(7));
        assertEquals(Optional.of("{[%clk 1:30:23] [%emt 0:00:07]}"), c.press(Side.FIRST));
        assertEquals(Optional.empty(), c.press(Side.FIRST), "White's clock no longer runs: nothing is pressed");
        time.advance(Duration.ofSeconds(65));
        assertEquals(Optional.of("{[%clk 1:29:25] [%emt 0:01:05]}"), c.press(Side.SECOND));
    }

    @Test
    void fide2018_7_5_5_theFirstIllegalMoveGivesTheOpponentTwoMinutesTheSecondLoses() {
        LiveClock c = clock(new Fide2018ClockLaw(), "5400+30", false);
        LiveClock.Action first = c.illegalMove(Side.FIRST);
        assertEquals("{[%incident illegal side=white penalty=+2:00]}", first.incident());
        assertEquals(5_520_000, c.faces().get(1).remaining().getAsLong(), "Black has 2 minutes more");
        assertTrue(first.ruling().decision().citation().contains("7.5.5"), first.ruling().decision().citation());
        LiveClock.Action second = c.illegalMove(Side.FIRST);
        assertEquals("{[%incident illegal side=white]}", second.incident());
        assertTrue(c.verdict().isPresent(), "the second illegal move loses");
        assertEquals("0-1", c.verdict().get().outcome().orElseThrow().score());
    }

    @Test
    void fide2018_B_2_inBlitzTheOpponentGetsOneMinute() {
        LiveClock c = clock(new Fide2018ClockLaw(), "180+2", false);
        assertEquals("{[%incident illegal side=black penalty=+1:00]}", c.illegalMove(Side.SECOND).incident());
    }

    @Test
    void fide2000_7_4b_twoMinutesForEachOfTheFirstTwoIllegalMovesTheThirdLoses() {
        LiveClock c = clock(new Fide2000ClockLaw(), "40/7200:3600", false);
        assertEquals("{[%incident illegal side=black penalty=+2:00]}", c.illegalMove(Side.SECOND).incident());
        assertEquals("{[%incident illegal side=black penalty=+2:00]}", c.illegalMove(Side.SECOND).incident());
        assertTrue(c.verdict().isEmpty());
        c.illegalMove(Side.SECOND);
        assertEquals("1-0", c.verdict().orElseThrow().outcome().orElseThrow().score(), "the third illegal move loses");
    }

    @Test
    void dieu20_4_b3_xiangqiTimeAddedToRedIsRecordedWithRedAsTheSide() {
        LiveClock c = clock(new XiangqiClockLaw(), "25/3600:1800", true);
        LiveClock.Action added = c.correct(Side.FIRST, TimeIncident.Action.ADD, 60_000);
        assertEquals("{[%incident time side=red add=1:00]}", added.incident());
        assertTrue(added.ruling().decision().citation().contains("Điều 20.4 b.3"), added.ruling().decision().citation());
        assertEquals(3_660_000, c.faces().get(0).remaining().getAsLong());
        assertEquals("{[%incident time side=black moves=12]}", c.correct(Side.SECOND, TimeIncident.Action.MOVES, 12).incident());
        assertEquals(12, c.faces().get(1).moves());
    }

    @Test
    void fide2018_6_10_aFaceSetAndTimeTakenAreRecorded() {
        LiveClock c = clock(new Fide2018ClockLaw(), "5400+30", false);
        assertEquals("{[%incident time side=black set=1:05:00]}", c.correct(Side.SECOND, TimeIncident.Action.SET, 3_900_000).incident());
        assertEquals(3_900_000, c.faces().get(1).remaining().getAsLong());
        assertEquals("{[%incident time side=white take=0:30]}", c.correct(Side.FIRST, TimeIncident.Action.TAKE, 30_000).incident());
        assertEquals(5_370_000, c.faces().get(0).remaining().getAsLong());
    }

    @Test
    void fide2018_6_9_theFlagLosesAndTheClockIsPressedNoMore() {
        LiveClock c = clock(new Fide2018ClockLaw(), "60", false);
        time.advance(Duration.ofSeconds(59));
        assertTrue(c.checkFlag().isEmpty(), "one second left");
        time.advance(Duration.ofSeconds(2));
        assertTrue(c.faces().get(0).flagged());
        assertTrue(c.checkFlag().orElseThrow().decision().citation().contains("6.9"));
        assertEquals("0-1", c.verdict().orElseThrow().outcome().orElseThrow().score());
        assertEquals(Optional.empty(), c.press(Side.FIRST), "the game is over");
        assertTrue(c.checkFlag().isEmpty(), "the verdict is given once");
    }

    @Test
    void fide2018_6_11_pausedClocksDoNotRun() {
        LiveClock c = clock(new Fide2018ClockLaw(), "300", false);
        time.advance(Duration.ofSeconds(10));
        c.pause();
        time.advance(Duration.ofMinutes(10));
        assertEquals(290_000, c.faces().get(0).remaining().getAsLong());
        c.resume();
        time.advance(Duration.ofSeconds(5));
        assertEquals(285_000, c.faces().get(0).remaining().getAsLong());
    }

    @Test
    void theArbiterTypesTimesAsHoursMinutesAndSeconds() {
        assertEquals(OptionalLong.of(120_000), TimeEntry.millis("2:00"));
        assertEquals(OptionalLong.of(3_900_000), TimeEntry.millis("1:05:00"));
        assertEquals(OptionalLong.of(90_000), TimeEntry.millis(" 90 "));
        assertEquals(OptionalLong.empty(), TimeEntry.millis("1:75"));
        assertEquals(OptionalLong.empty(), TimeEntry.millis("two"));
    }

    @Test
    void everyTextOfTheClockViewIsInEnglishAndVietnamese() throws IOException {
        Properties en = texts("messages.properties");
        Properties vi = texts("messages_vi.properties");
        assertEquals(en.keySet(), vi.keySet(), "the same texts in both languages");
        for (Field f : ClockMessages.class.getFields()) {
            assertTrue(en.containsKey(f.getName()) && !en.getProperty(f.getName()).isBlank(), f.getName());
        }
        assertEquals(ClockMessages.class.getFields().length, en.size(), "no text left unused");
    }

    private static Properties texts(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = ClockMessages.class.getResourceAsStream(name)) {
            assertTrue(in != null, name);
            p.load(in);
        }
        return p;
    }
}
