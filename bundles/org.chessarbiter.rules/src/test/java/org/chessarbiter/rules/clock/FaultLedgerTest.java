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

/** The xiangqi faults ledger, correct draw claims, and whether a flag needs to be seen. */
class FaultLedgerTest {

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 7.1n, 20.4 b.9: the third conduct fault loses")
    void dieu7_1n_thirdConductFaultLoses() {
        ClockArbiter a = ClockArbiter.of(XIANGQI, tc("5400"));
        Ruling first = a.fault(Side.FIRST, FaultKind.CONDUCT, 0);
        assertEquals("Đỏ: lỗi tác phong lần thứ 1 (Luật cờ Tướng 2004 Điều 7.1n, Điều 20.4 b.9)", vi(first.message()));
        Ruling second = first.after().fault(Side.FIRST, FaultKind.CONDUCT, 0);
        assertFalse(second.decision().endsGame());
        Ruling third = second.after().fault(Side.FIRST, FaultKind.CONDUCT, 0);
        Outcome o = third.outcome().orElseThrow();
        assertEquals(Side.SECOND, o.winnerSide().orElseThrow());
        assertEquals(ClockTermination.FAULTS, o.termination());
        assertEquals("Red: conduct fault number 3, Black wins (Luật cờ Tướng 2004 Điều 7.1n, Điều 20.4 b.9)", en(third.message()));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 16.3a, 7.1n: illegal moves are technical faults, counted together; conduct faults apart")
    void dieu16_3a_illegalMovesAndTechnicalFaultsCountTogether() {
        ClockArbiter a = ClockArbiter.of(XIANGQI, tc("5400"));
        a = a.illegalMove(Side.SECOND, 0, MatePossibility.ALWAYS).after();
        a = a.fault(Side.SECOND, FaultKind.CONDUCT, 0).after();
        a = a.fault(Side.SECOND, FaultKind.CONDUCT, 0).after();
        Ruling technical = a.fault(Side.SECOND, FaultKind.TECHNICAL, 0);
        assertEquals("Black: technical fault number 2 (Luật cờ Tướng 2004 Điều 7.1n, Điều 16.3a, Điều 20.4 b.9)", en(technical.message()));
        Ruling third = technical.after().illegalMove(Side.SECOND, 0, MatePossibility.ALWAYS);
        assertEquals(Side.FIRST, third.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals(1, third.after().faults(Side.SECOND, FaultKind.TECHNICAL));
        assertEquals(2, third.after().faults(Side.SECOND, FaultKind.CONDUCT));
    }

    @Test
    @DisplayName("FIDE 2018 12.9; FIDE 2000 13.4: the FIDE Laws keep no ledger of faults")
    void fide2018_12_9_noFaultLedger() {
        assertFalse(FIDE_2018.keepsFaultLedger());
        assertTrue(XIANGQI.keepsFaultLedger());
        Ruling r = ClockArbiter.of(FIDE_2018, tc("5400")).fault(Side.FIRST, FaultKind.TECHNICAL, 0);
        assertFalse(r.decision().endsGame());
        assertTrue(en(r.message()).endsWith("(FIDE 2018 12.9)"), en(r.message()));
        assertEquals("FIDE 2000 13.4", FIDE_2000.fault(Side.FIRST, FaultKind.CONDUCT, 3).articles().get(0).citation());
    }

    @Test
    @DisplayName("FIDE 2018 9.2.1, 9.3; FIDE 2000 9.3; Luật cờ Tướng 2004 Điều 12a: a correct claim draws")
    void fide2018_9_2_9_3_correctClaimDraws() {
        Ruling r = ClockArbiter.of(FIDE_2018, tc("5400")).correctClaim(Side.SECOND, DrawClaim.THREEFOLD, 0);
        assertEquals("1/2-1/2", r.outcome().orElseThrow().score());
        assertEquals("The claim of Black (threefold repetition) is correct: draw (FIDE 2018 9.2.1)", en(r.message()));
        assertEquals("FIDE 2000 9.3", FIDE_2000.correctClaim(Side.FIRST, DrawClaim.FIFTY_MOVES).articles().get(0).citation());
        Decision fifty = XIANGQI.correctClaim(Side.FIRST, DrawClaim.FIFTY_MOVES);
        assertEquals("Luật cờ Tướng 2004 Điều 12a", fifty.articles().get(0).citation());
        assertTrue(fifty.endsGame());
        assertFalse(XIANGQI.correctClaim(Side.FIRST, DrawClaim.THREEFOLD).endsGame(), "xiangqi has no threefold claim");
    }

    @Test
    @DisplayName("FIDE 2018 6.8; FIDE 2000 6.9: a flag falls when seen; Luật cờ Tướng 2004 Điều 7.1d: the time decides")
    void fide2018_6_8_flagSeenOrClaimed() {
        assertEquals("FIDE 2018 6.8", FIDE_2018.flagNeedsObservation().orElseThrow().citation());
        assertEquals("FIDE 2000 6.9", FIDE_2000.flagNeedsObservation().orElseThrow().citation());
        assertTrue(XIANGQI.flagNeedsObservation().isEmpty());
    }
}
