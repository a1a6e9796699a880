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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The arbiter's own corrections of the clock and the clock driven by an injected (virtual) time source. */
class ArbiterCorrectionsTest {

    @Test
    @DisplayName("FIDE 2018 12.9.2, 12.9.3: the arbiter adds time to one clock and takes it from the other")
    void fide2018_12_9_addAndTakeTime() {
        ClockArbiter a = ClockArbiter.of(FIDE_2018, tc("5400+30")).start(Side.FIRST, 0);
        Ruling add = a.addTime(Side.SECOND, 5 * MIN, 60 * S);
        assertEquals(95 * MIN, add.after().clock().remaining(Side.SECOND, 60 * S));
        assertEquals("The arbiter added 5:00 to the clock of Black (FIDE 2018 12.9.2)", en(add.message()));
        Ruling take = add.after().takeTime(Side.FIRST, 10 * MIN, 60 * S);
        assertEquals(79 * MIN, take.after().clock().remaining(Side.FIRST, 60 * S));
        assertTrue(en(take.message()).endsWith("(FIDE 2018 12.9.3)"));
    }

    @Test
    @DisplayName("FIDE 2018 6.10.2 / FIDE 2000 6.11: a face is set after a defect; a flag raised again is up")
    void fide2018_6_10_setFace() {
        ClockArbiter a = ClockArbiter.of(FIDE_2000, tc("600")).start(Side.FIRST, 0);
        assertTrue(a.clock().flagged(600 * S).isPresent());
        Ruling r = a.pause(600 * S).setFace(Side.FIRST, 3 * MIN, 600 * S);
        assertEquals(3 * MIN, r.after().clock().remaining(Side.FIRST, 700 * S));
        assertTrue(r.after().clock().flagged(700 * S).isEmpty());
        assertEquals("The arbiter set the clock of White to 3:00 (FIDE 2000 6.11)", en(r.message()));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.2.3: the arbiter sets a faulty clock right; sides are Đỏ / Đen")
    void dieu10_2_3_faultyClockSetRight() {
        Ruling r = ClockArbiter.of(XIANGQI, tc("5400")).correctMoves(Side.FIRST, 12);
        assertEquals(12, r.after().clock().movesCompleted(Side.FIRST));
        assertEquals("Trọng tài điều chỉnh bộ đếm nước đi của Đỏ thành 12 nước (Luật cờ Tướng 2004 Điều 10.2.3)", vi(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 6.2.1: a session on a virtual time source: ten moves, a penalty, the flag, without waiting")
    void fide2018_6_2_1_virtualTimeSource() {
        VirtualTimeSource time = new VirtualTimeSource();
        ClockSession session = new ClockSession(ClockArbiter.of(FIDE_2018, tc("180+2")), time);
        session.start(Side.FIRST);
        for (int i = 0; i < 20; i++) {
            time.advance(Duration.ofSeconds(5));
            session.press();
        }
        assertEquals(180 * S - 10 * 3 * S, session.remaining(Side.FIRST), "ten moves of 5 s with 2 s back each");
        Ruling penalty = session.rule((s, now) -> s.illegalMove(Side.SECOND, now, MatePossibility.ALWAYS));
        assertEquals(210 * S, session.remaining(Side.FIRST), "blitz: one minute (B.2)");
        assertTrue(en(penalty.message()).endsWith("(FIDE 2018 7.5.5, B.2)"), en(penalty.message()));
        time.advance(Duration.ofMinutes(4));
        Ruling flag = session.rule((s, now) -> s.flag(now, false, MatePossibility.ALWAYS).orElseThrow());
        assertEquals(Side.SECOND, flag.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals(2, session.rulings().size());
        assertThrows(IllegalStateException.class, () -> session.press(), "the game is over");
    }

    @Test
    @DisplayName("ClockLaws: the edition the regulations name gives its clock law")
    void lawsByEdition() {
        assertEquals(LawEdition.FIDE_2000, ClockLaws.of(LawEdition.FIDE_2000).orElseThrow().edition());
        assertEquals(XiangqiClockLaw.EDITION,
                ClockLaws.of(new LawEdition("XIANGQI_2004", "Luật cờ Tướng 2004", "x")).orElseThrow().edition());
    }
}
