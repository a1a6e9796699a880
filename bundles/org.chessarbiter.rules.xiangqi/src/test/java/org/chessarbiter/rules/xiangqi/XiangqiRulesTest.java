package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;
import org.junit.jupiter.api.Test;

/** How a game ends under Luật Cờ Tướng 2004 (Điều 7, 12, 20.4 b.6, 22–24). */
class XiangqiRulesTest {
    static final XiangqiRules RULES = XiangqiRules.LAW_2004;

    static History<XiangqiPosition, XiangqiMove> history(String fen, String... iccs) {
        History<XiangqiPosition, XiangqiMove> h = History.of(XiangqiFen.parse(fen).value());
        for (String m : iccs) {
            h = h.play(XiangqiNotations.ICCS.parse(h.current(), m).value());
        }
        return h;
    }

    static Outcome automatic(String fen, String... iccs) {
        return RULES.automaticOutcome(history(fen, iccs)).orElseThrow();
    }

    @Test
    void checkmateLoses_7_1a() {
        Outcome o = automatic("5k3/9/9/9/9/9/9/9/r8/r2K5 w");
        assertEquals(Side.SECOND, o.winner());
        assertEquals(StandardTermination.CHECKMATE, o.termination());
        assertEquals("Luật cờ Tướng 2004 Điều 7.1a", o.article().citation());
        assertEquals(Enforcement.AUTOMATIC, o.enforcement());
        assertEquals("Black wins by checkmate (Luật cờ Tướng 2004 Điều 7.1a)", XiangqiMessages.verdict(o).format(Locale.ENGLISH));
        assertTrue(XiangqiMessages.verdict(o).format(Locale.forLanguageTag("vi")).startsWith("Bên Đen thắng"));
    }

    @Test
    void noLegalMoveWithoutCheckAlsoLoses_7_1b() {
        Outcome o = automatic("4k4/9/9/9/9/9/9/9/r8/3K5 w");
        assertEquals(Side.SECOND, o.winner());
        assertEquals(StandardTermination.STALEMATE, o.termination());
        assertEquals("Luật cờ Tướng 2004 Điều 7.1b", o.article().citation());
    }

    @Test
    void noPieceThatCanCrossTheRiverIsADraw_20_4_b6() {
        Outcome o = automatic("4k4/4a4/9/9/9/9/9/4B4/9/3AK4 w");
        assertTrue(o.isDraw());
        assertEquals("Luật cờ Tướng 2004 Điều 20.4 b.6", o.article().citation());
        assertTrue(RULES.automaticOutcome(history("4k4/4a4/9/9/P8/9/9/4B4/9/3AK4 w")).isEmpty(), "a soldier can still attack");
    }

    @Test
    void startPositionGoesOn() {
        assertTrue(RULES.automaticOutcome(History.of(RULES.initialPosition())).isEmpty());
        assertTrue(RULES.claimableOutcomes(History.of(RULES.initialPosition())).isEmpty());
    }

    @Test
    void fiftyMovesWithoutCaptureMayBeClaimed_12() {
        History<XiangqiPosition, XiangqiMove> h = history("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 98 60", "a1a2");
        assertTrue(RULES.claimableOutcomes(h).isEmpty(), "99 plies");
        h = h.play(XiangqiNotations.ICCS.parse(h.current(), "e9f9").value());
        List<Outcome> claims = RULES.claimableOutcomes(h);
        assertEquals(1, claims.size());
        assertEquals(Enforcement.CLAIMABLE, claims.get(0).enforcement());
        assertEquals("Luật cờ Tướng 2004 Điều 12", claims.get(0).article().citation());
    }

    @Test
    void checksCountAtMostFivePerSide_12c() {
        String[] cycle = {"f7e7", "e9f9", "e7f7", "f9e9"};
        String[] moves = new String[16];
        for (int i = 0; i < 16; i++) {
            moves[i] = cycle[i % 4];
        }
        // Red checks 8 times (5 counted), Black makes 8 quiet plies: 13 counted plies
        History<XiangqiPosition, XiangqiMove> h = History.of(XiangqiFen.parse("4k4/9/5R3/9/9/9/9/9/9/3K5 w").value());
        for (String m : moves) {
            h = h.play(XiangqiNotations.ICCS.parse(h.current(), m).value());
        }
        assertEquals(13, MoveCountRule.countedPlies(h));
        assertEquals(0, MoveCountRule.countedPlies(history("3k5/9/9/9/9/9/9/9/r8/R3K4 w", "a0a1")), "a capture resets the count");
    }

    @Test
    void perpetualCheckIsAdjudicated_23_1() {
        Outcome o = automatic("4k4/9/5R3/9/9/9/9/9/9/3K5 w", "f7e7", "e9f9", "e7f7", "f9e9", "f7e7", "e9f9", "e7f7", "f9e9");
        assertEquals(Side.SECOND, o.winner());
        assertEquals(StandardTermination.PERPETUAL_CHECK, o.termination());
        assertEquals(Enforcement.ADJUDICATED, o.enforcement());
        assertEquals("Luật cờ Tướng 2004 Điều 23 điểm 1", o.article().citation());
        assertFalse(o.verdict().format(Locale.ENGLISH).isBlank());
    }
}
