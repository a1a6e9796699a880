package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.chessarbiter.rules.clock.ClockFixtures.vi;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The arbiter's sanctions other than those the laws fix for an incident, per edition. */
class SanctionTest {

    @Test
    @DisplayName("FIDE 2018 12.9.2, 12.9.3: time added to the opponent, taken from the offender")
    void fide2018_12_9_2_and_12_9_3_timeSanctions() {
        ClockArbiter a = ClockArbiter.of(FIDE_2018, tc("5400")).start(Side.FIRST, 0);
        Ruling added = a.sanction(Side.FIRST, Sanction.TIME_TO_OPPONENT, 300_000, 0);
        assertEquals("The arbiter sanctions White: 5:00 added to the clock of Black (FIDE 2018 12.9.2)", en(added.message()));
        assertEquals(5_700_000, added.after().clock().remaining(Side.SECOND, 0));
        Ruling taken = added.after().sanction(Side.FIRST, Sanction.TIME_FROM_OFFENDER, 60_000, 0);
        assertEquals("Trọng tài phạt Trắng: trừ 1:00 khỏi đồng hồ (FIDE 2018 12.9.3)", vi(taken.message()));
        assertEquals(5_340_000, taken.after().clock().remaining(Side.FIRST, 0));
        assertFalse(taken.decision().endsGame());
    }

    @Test
    @DisplayName("FIDE 2018 12.9.6: the game declared lost ends it; 12.9.1 a warning changes nothing")
    void fide2018_12_9_6_gameLost() {
        ClockArbiter a = ClockArbiter.of(FIDE_2018, tc("5400")).start(Side.FIRST, 0);
        Ruling warning = a.sanction(Side.SECOND, Sanction.WARNING, 0, 0);
        assertEquals("The arbiter sanctions Black: a warning (FIDE 2018 12.9.1)", en(warning.message()));
        assertFalse(warning.decision().endsGame());
        Ruling lost = warning.after().sanction(Side.SECOND, Sanction.GAME_LOST, 0, 0);
        Outcome o = lost.outcome().orElseThrow();
        assertEquals(Side.FIRST, o.winnerSide().orElseThrow());
        assertEquals(ClockTermination.SANCTION, o.termination());
        assertEquals("The arbiter declares the game lost by Black: White wins (FIDE 2018 12.9.6)", en(lost.message()));
        assertTrue(lost.after().clock().running().isEmpty(), "the clocks stop");
        assertEquals("FIDE 2018 12.9.9", FIDE_2018.sanction(Side.FIRST, Sanction.EXPULSION, 0).citation());
    }

    @Test
    @DisplayName("FIDE 2000 13.4(a)–(f): no exclusion, expulsion or announced penalty")
    void fide2000_13_4_sanctions() {
        assertEquals("FIDE 2000 13.4(d)", FIDE_2000.sanction(Side.FIRST, Sanction.GAME_LOST, 0).citation());
        assertEquals("FIDE 2000 13.4(f)", FIDE_2000.sanction(Side.FIRST, Sanction.POINTS_TO_OPPONENT, 0).citation());
        Decision expulsion = FIDE_2000.sanction(Side.FIRST, Sanction.EXPULSION, 0);
        assertEquals("This law does not provide expulsion from the competition as a sanction (for White); nothing changes (FIDE 2000 13.4)",
                en(expulsion.message()));
        assertTrue(expulsion.changes().isEmpty() && !expulsion.endsGame());
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 16.1: reminder, warning, game lost, exclusion, struck off; no time sanctions")
    void dieu16_1_xiangqiSanctions() {
        ClockArbiter a = ClockArbiter.of(XIANGQI, tc("5400")).start(Side.FIRST, 0);
        assertEquals("Trọng tài phạt Đen: nhắc nhở (Luật cờ Tướng 2004 Điều 16.1a)",
                vi(a.sanction(Side.SECOND, Sanction.REMINDER, 0, 0).message()));
        Ruling time = a.sanction(Side.SECOND, Sanction.TIME_TO_OPPONENT, 120_000, 0);
        assertTrue(time.decision().changes().isEmpty(), "the xiangqi law has no time sanction");
        assertEquals("Luật này không có hình phạt cộng thêm thời gian cho đối phương (đối với Đen); không có gì thay đổi "
                + "(Luật cờ Tướng 2004 Điều 16.1)", vi(time.message()));
        Ruling lost = a.sanction(Side.FIRST, Sanction.GAME_LOST, 0, 0);
        assertEquals("Trọng tài xử Đỏ thua ván cờ: Đen thắng (Luật cờ Tướng 2004 Điều 16.1c)", vi(lost.message()));
        assertEquals(Side.SECOND, lost.outcome().orElseThrow().winnerSide().orElseThrow());
    }
}
