package org.chessarbiter.rules.chess.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessSetup;
import org.chessarbiter.rules.chess.fen.Fen;

/**
 * Fuzzes the chess FEN reader: any text gives a position or located problems, never an exception; an
 * accepted FEN is written back in a form that reads back to the same FEN, and its position answers
 * its legal moves. Inputs: {@code ChessFenFuzzTestInputs/}.
 */
class ChessFenFuzzTest {

    @FuzzTest(maxDuration = "5m")
    void fenReaderAnswersEveryText(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        ParseResult<ChessSetup> setup = Fen.parseSetup(text);
        setup.problems().forEach(ChessPgnFuzzTest::printable);
        if (setup.value() != null) {
            String written = Fen.format(setup.value());
            ParseResult<ChessSetup> again = Fen.parseSetup(written);
            assertNotNull(again.value(), () -> "setup written back is read: " + written + " " + again.problems());
            assertEquals(written, Fen.format(again.value()), "setup FEN is a fixed point");
        }
        ParseResult<ChessPosition> read = Fen.parse(text);
        read.problems().forEach(ChessPgnFuzzTest::printable);
        ChessPosition p = read.value();
        if (p == null) {
            return;
        }
        String fen = Fen.format(p);
        ParseResult<ChessPosition> back = Fen.parse(fen);
        assertNotNull(back.value(), () -> "position written back is read: " + fen + " " + back.problems());
        assertEquals(fen, Fen.format(back.value()), "position FEN is a fixed point");
        assertEquals(p.legalMoves(), back.value().legalMoves(), "same legal moves");
    }
}
