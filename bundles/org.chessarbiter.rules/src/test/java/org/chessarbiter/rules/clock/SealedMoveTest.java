package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.chessarbiter.rules.clock.ClockFixtures.vi;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Adjourned games: sealing the move, the early seal, opening the envelope. */
class SealedMoveTest {
    private static final long SESSION_END = 100 * MIN;

    /** White's clock runs; the session ends in four hours. */
    private static ClockArbiter whiteToMove(ClockLaw law) {
        return ClockArbiter.of(law, tc("40/7200:3600")).start(Side.FIRST, 0);
    }

    @Test
    @DisplayName("FIDE 2018 I.1.1, I.9.1: the sealed move stops the clock; when made, the opponent's clock runs")
    void fide2018_I_1_1_sealAndResume() {
        Ruling sealed = whiteToMove(FIDE_2018).seal(Side.FIRST, SESSION_END, SESSION_END);
        ClockArbiter a = sealed.after();
        assertEquals(Side.FIRST, a.sealedBy().orElseThrow());
        assertTrue(a.clock().running().isEmpty());
        assertEquals("White sealed the move; the clock is stopped (FIDE 2018 I.1.1)", en(sealed.message()));
        long nextDay = SESSION_END + 20 * 60 * MIN;
        Ruling opened = a.openSealedMove(SealedMoveReading.LEGAL, nextDay);
        assertEquals(Side.SECOND, opened.after().clock().running().orElseThrow());
        assertEquals(1, opened.after().clock().movesCompleted(Side.FIRST), "the sealed move is a move");
        assertEquals(20 * MIN, opened.after().clock().remaining(Side.FIRST, nextDay + MIN), "I.5: the times of the adjournment");
        assertEquals(120 * MIN - MIN, opened.after().clock().remaining(Side.SECOND, nextDay + MIN));
    }

    @Test
    @DisplayName("FIDE 2018 I.1.2 / FIDE 2000 A.1(b): sealing before the end of the session costs the time up to it")
    void fide2018_I_1_2_earlySeal() {
        Ruling r = whiteToMove(FIDE_2018).seal(Side.FIRST, 30 * MIN, 60 * MIN);
        assertEquals(60 * MIN, r.after().clock().remaining(Side.FIRST, 60 * MIN), "120 - 30 used - 30 charged");
        assertTrue(en(r.message()).endsWith("(FIDE 2018 I.1.2)"));
        assertTrue(en(whiteToMove(FIDE_2000).seal(Side.FIRST, 30 * MIN, 60 * MIN).message()).endsWith("(FIDE 2000 A.1(b))"));
    }

    @Test
    @DisplayName("FIDE 2018 I.8 / FIDE 2000 A.8: an ambiguous, meaningless or illegal sealed move loses")
    void fide2018_I_8_faultySealedMoveLoses() {
        ClockArbiter a = whiteToMove(FIDE_2018).seal(Side.FIRST, MIN, MIN).after();
        Ruling r = a.openSealedMove(SealedMoveReading.AMBIGUOUS, 2 * MIN);
        assertEquals(Side.SECOND, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals(ClockTermination.SEALED_MOVE, r.outcome().orElseThrow().termination());
        assertEquals("The sealed move of White is ambiguous: Black wins (FIDE 2018 I.8)", en(r.message()));
        Ruling old = whiteToMove(FIDE_2000).seal(Side.FIRST, MIN, MIN).after().openSealedMove(SealedMoveReading.ILLEGAL, 2 * MIN);
        assertTrue(en(old.message()).endsWith("(FIDE 2000 A.8)"));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.3.1, 10.3.2: the sealer stops the clock; an illegal sealed move loses")
    void dieu10_3_2_illegalSealedMoveLoses() {
        ClockArbiter a = ClockArbiter.of(XIANGQI, tc("5400")).start(Side.SECOND, 0).seal(Side.SECOND, MIN, 30 * MIN).after();
        assertEquals(89 * MIN, a.clock().remaining(Side.SECOND, 10 * MIN), "no charge for sealing early in this law");
        Ruling r = a.openSealedMove(SealedMoveReading.ILLEGAL, 10 * MIN);
        assertEquals("Nước niêm phong của Đen không hợp lệ: Đỏ thắng (Luật cờ Tướng 2004 Điều 10.3.2, Điều 7.1i)", vi(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 I.1.1: only the player to move seals")
    void onlyThePlayerToMoveSeals() {
        assertThrows(IllegalStateException.class, () -> whiteToMove(FIDE_2018).seal(Side.SECOND, MIN, MIN));
        assertThrows(IllegalStateException.class, () -> whiteToMove(FIDE_2018).openSealedMove(SealedMoveReading.LEGAL, MIN));
    }
}
