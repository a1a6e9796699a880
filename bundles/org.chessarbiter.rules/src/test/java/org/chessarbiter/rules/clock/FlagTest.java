package org.chessarbiter.rules.clock;

import static org.chessarbiter.rules.clock.ClockFixtures.CANNOT_MATE;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2000;
import static org.chessarbiter.rules.clock.ClockFixtures.FIDE_2018;
import static org.chessarbiter.rules.clock.ClockFixtures.S;
import static org.chessarbiter.rules.clock.ClockFixtures.XIANGQI;
import static org.chessarbiter.rules.clock.ClockFixtures.en;
import static org.chessarbiter.rules.clock.ClockFixtures.tc;
import static org.chessarbiter.rules.clock.ClockFixtures.vi;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Flag verdicts per edition and game: the flag, no possible mate, mate and flag, both flags. */
class FlagTest {
    private static final MatePossibility CAN = MatePossibility.ALWAYS;

    /** A game of {@code control} in which White's clock ran out at 10 s. */
    private static ClockArbiter whiteOutOfTime(ClockLaw law, String control) {
        return ClockArbiter.of(law, tc(control)).start(Side.FIRST, 0).setFace(Side.FIRST, 10 * S, 0).after();
    }

    @Test
    @DisplayName("FIDE 2018 6.9: the flag loses; nothing before it falls")
    void fide2018_6_9_flagLoses() {
        ClockArbiter a = whiteOutOfTime(FIDE_2018, "5400+30");
        assertTrue(a.flag(9 * S, false, CAN).isEmpty());
        Ruling r = a.flag(10 * S, false, CAN).orElseThrow();
        Outcome o = r.outcome().orElseThrow();
        assertEquals(Side.SECOND, o.winnerSide().orElseThrow());
        assertEquals(StandardTermination.FLAG_FALL, o.termination());
        assertEquals("The flag of White has fallen: Black wins (FIDE 2018 6.9)", en(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 6.9 / FIDE 2000 6.10: a draw when the opponent cannot mate by any series of legal moves")
    void fide2018_6_9_drawWithoutPossibleMate() {
        for (ClockLaw law : new ClockLaw[] {FIDE_2018, FIDE_2000}) {
            Ruling r = whiteOutOfTime(law, "5400").flag(11 * S, false, CANNOT_MATE).orElseThrow();
            assertTrue(r.outcome().orElseThrow().isDraw(), law.edition().id());
        }
        Ruling r = whiteOutOfTime(FIDE_2000, "5400").flag(11 * S, false, CANNOT_MATE).orElseThrow();
        assertEquals("Trắng rụng cờ, nhưng Đen không thể chiếu hết bằng bất kỳ chuỗi nước đi hợp lệ nào: hòa (FIDE 2000 6.10)",
                vi(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 A.4.3: rapid, the flag claim: the same verdict citing the appendix")
    void fide2018_A_4_3_rapid() {
        Ruling r = whiteOutOfTime(FIDE_2018, "900+10").flag(11 * S, false, CAN).orElseThrow();
        assertTrue(en(r.message()).endsWith("(FIDE 2018 6.9, A.4.3)"), en(r.message()));
    }

    @Test
    @DisplayName("FIDE 2018 5.1.1, 6.2.1.1: a checkmate made before the flag was seen stands")
    void fide2018_5_1_1_mateStands() {
        Ruling r = whiteOutOfTime(FIDE_2018, "5400").flag(11 * S, true, CAN).orElseThrow();
        assertEquals(Side.FIRST, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals(StandardTermination.CHECKMATE, r.outcome().orElseThrow().termination());
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.2.4: mate given but the clock not pressed before the flag fell still loses")
    void dieu10_2_4_mateAfterTheFlagLoses() {
        Ruling r = whiteOutOfTime(XIANGQI, "5400").flag(11 * S, true, CAN).orElseThrow();
        assertEquals(Side.SECOND, r.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals(StandardTermination.FLAG_FALL, r.outcome().orElseThrow().termination());
        assertEquals("Đỏ chiếu hết nhưng đồng hồ đã báo hết giờ trước khi bấm: Đen thắng do hết thời gian "
                + "(Luật cờ Tướng 2004 Điều 10.2.4, Điều 7.1d)", vi(r.message()));
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 7.1d: the flag loses even when the opponent could not mate")
    void dieu7_1d_noMaterialException() {
        Ruling r = whiteOutOfTime(XIANGQI, "5400").flag(11 * S, false, CANNOT_MATE).orElseThrow();
        assertEquals(Side.SECOND, r.outcome().orElseThrow().winnerSide().orElseThrow());
    }

    @Test
    @DisplayName("FIDE 2018 6.9: both flags down on this clock: the first to fall decides")
    void fide2018_6_9_bothFlagsTheFirstDecides() {
        ClockArbiter a = whiteOutOfTime(FIDE_2018, "5400").setFace(Side.SECOND, 5 * S, 0).after();
        a = a.press(12 * S); // White pressed after his flag fell; Black's 5 s run out at 17 s
        assertEquals(Side.FIRST, a.clock().flagged(20 * S).orElseThrow());
        assertEquals(10 * S, a.clock().flagFellAt(Side.FIRST, 20 * S).getAsLong());
        assertEquals(17 * S, a.clock().flagFellAt(Side.SECOND, 20 * S).getAsLong());
        Ruling r = a.flag(20 * S, false, CAN).orElseThrow();
        assertEquals(Side.SECOND, r.outcome().orElseThrow().winnerSide().orElseThrow());
    }

    @Test
    @DisplayName("FIDE 2018 III.3.1: order unknown: play on before the final period, a draw in it")
    void fide2018_III_3_1_bothFlagsOrderUnknown() {
        ClockArbiter before = ClockArbiter.of(FIDE_2018, tc("40/5400:1800"));
        Ruling on = before.bothFlags(Optional.empty(), 0, CAN);
        assertTrue(on.outcome().isEmpty());
        assertTrue(en(on.message()).endsWith("(FIDE 2018 III.3.1.1)"));
        Ruling draw = ClockArbiter.of(FIDE_2018, tc("5400")).bothFlags(Optional.empty(), 0, CAN);
        assertEquals(ClockTermination.BOTH_FLAGS, draw.outcome().orElseThrow().termination());
        assertTrue(draw.outcome().orElseThrow().isDraw());
    }

    @Test
    @DisplayName("FIDE 2000 6.12, 10.3, B8: order unknown: play on; a draw in the quickplay finish and in rapid")
    void fide2000_6_12_10_3_B8_bothFlags() {
        assertTrue(ClockArbiter.of(FIDE_2000, tc("40/7200:3600")).bothFlags(Optional.empty(), 0, CAN).outcome().isEmpty());
        Ruling finish = ClockArbiter.of(FIDE_2000, tc("7200")).bothFlags(Optional.empty(), 0, CAN);
        assertTrue(en(finish.message()).endsWith("(FIDE 2000 10.3)"));
        Ruling rapid = ClockArbiter.of(FIDE_2000, tc("20/600:900")).bothFlags(Optional.empty(), 0, CAN);
        assertTrue(rapid.outcome().orElseThrow().isDraw());
        assertTrue(en(rapid.message()).endsWith("(FIDE 2000 B8)"), en(rapid.message()));
        Ruling known = ClockArbiter.of(FIDE_2000, tc("7200")).bothFlags(Optional.of(Side.SECOND), 0, CAN);
        assertEquals(Side.FIRST, known.outcome().orElseThrow().winnerSide().orElseThrow());
    }

    @Test
    @DisplayName("Luật cờ Tướng 2004 Điều 10.1.1b: whoever ran out first loses; if unknown, a draw (interpretation)")
    void dieu10_1_1b_bothFlags() {
        ClockArbiter a = ClockArbiter.of(XIANGQI, tc("5400"));
        assertEquals(Side.FIRST, a.bothFlags(Optional.of(Side.SECOND), 0, CAN).outcome().orElseThrow().winnerSide().orElseThrow());
        assertTrue(a.bothFlags(Optional.empty(), 0, CAN).outcome().orElseThrow().isDraw());
    }
}
