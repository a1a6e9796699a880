package org.chessarbiter.rules.xiangqi.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;

/**
 * Fuzzes every xiangqi move notation (Vietnamese short, words, Asian signs and coordinates, WXF,
 * ICCS, Chinese) on positions reached by random legal moves from a few starts: any text gives a legal
 * move or located problems, never an exception; a move read is written back to a text that reads the
 * same move; every legal move written reads back to itself. Inputs: {@code XiangqiNotationFuzzTestInputs/}.
 */
class XiangqiNotationFuzzTest {

    private static final List<String> STARTS = List.of(XiangqiFen.INITIAL,
            "2bakab2/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/2BAKAB2 w - - 0 1",
            "3k5/4P4/3P1P3/9/9/9/9/9/4A4/3AK4 w - - 0 1",
            "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKABR1 w - - 0 1");

    @FuzzTest(maxDuration = "5m")
    void everyNotationAnswersEveryText(FuzzedDataProvider data) {
        XiangqiPosition p = XiangqiFen.parse(STARTS.get(data.consumeInt(0, STARTS.size() - 1))).value();
        int plies = data.consumeInt(0, 60);
        for (int i = 0; i < plies && !p.legalMoves().isEmpty(); i++) {
            List<XiangqiMove> moves = p.legalMoves();
            p = p.play(moves.get(data.consumeInt(0, moves.size() - 1)));
        }
        List<MoveNotation<XiangqiPosition, XiangqiMove>> all = XiangqiNotations.ALL;
        MoveNotation<XiangqiPosition, XiangqiMove> notation = all.get(data.consumeInt(0, all.size() - 1));
        String text = data.consumeRemainingAsString();
        ParseResult<XiangqiMove> read = notation.parse(p, text);
        read.problems().forEach(XiangqiPgnFuzzTest::printable);
        if (read.value() != null) {
            XiangqiMove m = read.value();
            assertTrue(p.isLegal(m), () -> notation.id() + " read a move that is not legal: " + text);
            String written = notation.format(p, m);
            assertEquals(m, notation.parse(p, written).value(), () -> notation.id() + ": " + text + " written as " + written);
        }
        for (XiangqiMove m : p.legalMoves()) {
            String written = notation.format(p, m);
            XiangqiPosition at = p;
            assertEquals(m, notation.parse(p, written).value(),
                    () -> notation.id() + ": " + written + " in " + XiangqiFen.format(at));
        }
    }
}
