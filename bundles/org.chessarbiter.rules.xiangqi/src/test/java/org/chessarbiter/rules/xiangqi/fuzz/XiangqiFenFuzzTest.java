package org.chessarbiter.rules.xiangqi.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiSetup;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;

/**
 * Fuzzes the xiangqi FEN reader: any text gives a position or located problems, never an exception;
 * an accepted FEN is written back in a form that reads back to the same FEN, and its position answers
 * its legal moves. Inputs: {@code XiangqiFenFuzzTestInputs/}.
 */
class XiangqiFenFuzzTest {

    @FuzzTest(maxDuration = "5m")
    void fenReaderAnswersEveryText(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        ParseResult<XiangqiSetup> setup = XiangqiFen.parseSetup(text);
        setup.problems().forEach(XiangqiPgnFuzzTest::printable);
        if (setup.value() != null) {
            String written = XiangqiFen.format(setup.value());
            ParseResult<XiangqiSetup> again = XiangqiFen.parseSetup(written);
            assertNotNull(again.value(), () -> "setup written back is read: " + written + " " + again.problems());
            assertEquals(written, XiangqiFen.format(again.value()), "setup FEN is a fixed point");
        }
        ParseResult<XiangqiPosition> read = XiangqiFen.parse(text);
        read.problems().forEach(XiangqiPgnFuzzTest::printable);
        XiangqiPosition p = read.value();
        if (p == null) {
            return;
        }
        String fen = XiangqiFen.format(p);
        ParseResult<XiangqiPosition> back = XiangqiFen.parse(fen);
        assertNotNull(back.value(), () -> "position written back is read: " + fen + " " + back.problems());
        assertEquals(fen, XiangqiFen.format(back.value()), "position FEN is a fixed point");
        assertEquals(p.legalMoves(), back.value().legalMoves(), "same legal moves");
    }
}
