package org.chessarbiter.engine.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.chessarbiter.engine.search.SearchBoard;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.junit.jupiter.api.Test;

/**
 * The search's reading of a repetition in xiangqi (Luật Cờ Tướng 2004 Điều 23.1, simplified): the side
 * that checked with every move of the cycle loses it; a cycle without a lone perpetual checker is a draw.
 */
class PerpetualCheckTest {

    private static History<XiangqiPosition, XiangqiMove> play(String fen, String... moves) {
        History<XiangqiPosition, XiangqiMove> h = History.of(XiangqiFen.parse(fen).value());
        for (String m : moves) {
            h = h.play(h.current().legalMoves().stream().filter(x -> x.coordinates().equals(m)).findFirst().orElseThrow());
        }
        return h;
    }

    @Test
    void thePerpetualCheckerLosesTheCycle() {
        // Red's chariot checks on the 8th and 9th ranks, the black general steps up and down
        SearchBoard b = new XiangqiSearchGame().board(
                play("9/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1", "a7a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9"));
        assertEquals(6, b.ply());
        assertEquals(b.hashAt(2), b.hash(), "the position after the 2nd ply is back");
        assertEquals(-1000, b.repetitionScore(2, 1000), "Red, to move, has checked with every move of the cycle: a loss");
    }

    @Test
    void theCheckedSideWinsTheCycleWhenTheCheckerIsTheLastToMove() {
        SearchBoard b = new XiangqiSearchGame().board(
                play("9/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1", "a7a8", "e8e9", "a8a9", "e9e8", "a9a8"));
        assertEquals(b.hashAt(1), b.hash());
        assertEquals(1000, b.repetitionScore(1, 1000), "Black, to move, was checked by every move of Red in the cycle");
    }

    @Test
    void idleMovesRepeatToADraw() {
        SearchBoard b = new XiangqiSearchGame().board(
                play("9/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1", "a7a6", "e8e9", "a6a7", "e9e8"));
        assertEquals(b.hashAt(0), b.hash());
        assertEquals(0, b.repetitionScore(0, 1000));
        assertNotEquals(b.hashAt(1), b.hash());
    }
}
