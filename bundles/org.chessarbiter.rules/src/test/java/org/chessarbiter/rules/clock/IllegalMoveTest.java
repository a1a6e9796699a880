package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.CANNOT_MATE;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.MIN;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.chessarbiter.rules.clock.ClockFixtures.vi;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Illegal moves: counted per side; the time penalty and the move that loses, per edition and class. */
class IllegalMoveTest {
    private static final MatePossibility CAN = MatePossibility.ALWAYS;

    private static ClockArbiter running(ClockLaw law, String control) {
        return ClockArbiter.of(law, tc(control)).start(Side.FIRST, 0);
    }

    @Test
    @DisplayName("FIDE 2018 7.5.5: the first illegal move gives the opponent 2 minutes, the second loses")
    void fide2018_7_5_5_secondIllegalMoveLoses() {
        Ruling first = running(FIDE_2018, "5400+30").illegalMove(Side.FIRST, 10_000, CAN);
        assertEquals(92 * MIN, first.after().clock().remaining(Side.SECOND, 10_000));
        assertEquals("Illegal move number 1 by White: 2:00 added to the clock of Black (FIDE 2018 7.5.5)", en(first.message()));
        assertEquals(1, first.after().illegalMoves(Side.FIRST));
        Ruling second = first.after().illegalMove(Side.FIRST, 20_000, CAN);
        Outcome o = second.outcome().orElseThrow();
        assertEquals(Side.SECOND, o.winnerSide().orElseThrow());
        assertEquals(ClockTermination.ILLEGAL_MOVES, o.termination());
        assertEquals("FIDE 2018 7.5.5", o.article().citation());
        assertTrue(second.after().clock().running().isEmpty(), "the clocks stop at the end");
        assertEquals("Nước đi không hợp lệ lần thứ 2 của Trắng: Đen thắng (FIDE 2018 7.5.5)", vi(second.message()));
    }

    @Test
    @DisplayName("FIDE 2018 7.5.5: the second illegal move draws when the opponent cannot mate by any series of legal moves")
    void fide2018_7_5_5_drawWhenTheOpponentCannotMate() {
        ClockArbiter a = running(FIDE_2018, "5400+30").illegalMove(Side.SECOND, 0, CAN).after();
        Ruling r = a.illegalMove(Side.SECOND, 0, CANNOT_MATE);
        assertTrue(r.outcome().orElseThrow().isDraw());
        assertTrue(en(r.message()).contains("White cannot checkmate"), en(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 7.5.5, A.4.2: rapid, the same two minutes and the same count")
    void fide2018_A_4_2_rapid() {
        Ruling r = running(FIDE_2018, "900+10").illegalMove(Side.FIRST, 0, CAN);
        assertEquals(17 * MIN, r.after().clock().remaining(Side.SECOND, 0));
        assertTrue(en(r.message()).endsWith("(FIDE 2018 7.5.5, A.4.2)"));
    }

    @Test
    @DisplayName("FIDE 2018 B.2: blitz, one minute instead of two; the second illegal move still loses")
    void fide2018_B_2_blitzOneMinute() {
        Ruling r = running(FIDE_2018, "180+2").illegalMove(Side.FIRST, 0, CAN);
        assertEquals(4 * MIN, r.after().clock().remaining(Side.SECOND, 0));
        assertTrue(r.after().illegalMove(Side.FIRST, 0, CAN).outcome().isPresent());
    }

    @Test
    @DisplayName("FIDE 2000 7.4(b): two minutes for each of the first two illegal moves, the third loses")
    void fide2000_7_4b_thirdIllegalMoveLoses() {
        ClockArbiter a = running(FIDE_2000, "40/7200:3600");
        Ruling one = a.illegalMove(Side.FIRST, 0, CAN);
        Ruling two = one.after().illegalMove(Side.FIRST, 0, CAN);
        assertTrue(two.outcome().isEmpty());
        assertEquals(124 * MIN, two.after().clock().remaining(Side.SECOND, 0));
        Ruling three = two.after().illegalMove(Side.FIRST, 0, CANNOT_MATE);
        assertEquals(Side.SECOND, three.outcome().orElseThrow().winnerSide().orElseThrow(), "no draw exception in 7.4(b)");
        assertEquals("Illegal move number 3 by White: Black wins (FIDE 2000 7.4(b))", en(three.message()));
    }

    @Test
    @DisplayName("FIDE 2000 C3: in blitz the first illegal move loses on a claim, a draw if the claimant cannot mate")
    void fide2000_C3_blitzFirstIllegalMove() {
        Ruling r = running(FIDE_2000, "300").illegalMove(Side.SECOND, 0, CAN);
        assertEquals(Side.FIRST, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertTrue(en(r.message()).endsWith("(FIDE 2000 C3)"));
        assertTrue(running(FIDE_2000, "300").illegalMove(Side.SECOND, 0, CANNOT_MATE).outcome().orElseThrow().isDraw());
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 16.3a, 7.1n: an illegal move is a technical fault, the third loses")
    void dieu7_1n_thirdTechnicalFaultLoses() {
        ClockArbiter a = running(XIANGQI, "5400");
        Ruling one = a.illegalMove(Side.SECOND, 0, CAN);
        assertEquals(90 * MIN, one.after().clock().remaining(Side.FIRST, 0), "no time penalty in this law");
        assertEquals("Nước đi sai luật của Đen: lỗi kỹ thuật lần thứ 1 (Luật cờ Tướng 2004 Điều 16.3a, Điều 7.1n)", vi(one.message()));
        Ruling three = one.after().illegalMove(Side.SECOND, 0, CAN).after().illegalMove(Side.SECOND, 0, CANNOT_MATE);
        assertEquals(Side.FIRST, three.outcome().orElseThrow().winnerSide().orElseThrow());
        assertTrue(vi(three.message()).contains("Đỏ thắng"), vi(three.message()));
    }
}
