package org.chessarbiter.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.engine.Score;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.Squares;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The text of UCI: info lines, the games' move and position forms, finding engine programs. */
class UciTextTest {

    @Test
    void infoLineGivesDepthScoreAndPv() {
        UciInfo i = UciInfo.parse("info depth 5 seldepth 5 multipv 1 score cp 108 nodes 695 nps 139000 tbhits 0 time 5 pv h10g8 e3c3 b10c8")
                .orElseThrow();
        assertEquals(5, i.depth());
        assertEquals(Score.centipawns(108), i.score());
        assertEquals(695, i.nodes());
        assertEquals(5, i.millis());
        assertEquals(List.of("h10g8", "e3c3", "b10c8"), i.pv());
        assertEquals(Score.mate(-2), UciInfo.parse("info depth 9 score mate -2 pv e2e4").orElseThrow().score());
        assertNull(UciInfo.parse("info depth 9 score cp 20 lowerbound pv e2e4").orElseThrow().score(), "a bound is no score");
        assertTrue(UciInfo.parse("bestmove e2e4").isEmpty());
        assertTrue(UciInfo.parse("info depth x").isEmpty());
    }

    @Test
    void fairyStockfishCountsXiangqiRanksFromOne() {
        XiangqiUciDialect fairy = XiangqiUciDialect.fairyStockfish();
        XiangqiPosition start = XiangqiRules.LAW_2004.initialPosition();
        XiangqiMove centralCannon = start.legalMoves().stream().filter(m -> m.coordinates().equals("h2e2")).findFirst().orElseThrow();
        assertEquals("h3e3", fairy.format(centralCannon));
        assertEquals(Optional.of(centralCannon), fairy.parse(start, "h3e3"));
        XiangqiPosition after = start.play(centralCannon);
        assertEquals("h9g7", after.legalMoves().stream().filter(m -> fairy.format(m).equals("h10g8")).findFirst().orElseThrow()
                .coordinates());
        assertEquals(Optional.empty(), fairy.parse(start, "h2e2"), "in these ranks h2e2 starts on an empty point");
        assertEquals("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", fairy.fen(start));
        assertEquals("xiangqi", fairy.options().get("UCI_Variant"));
    }

    @Test
    void pikafishUsesIccsRanks() {
        XiangqiUciDialect pikafish = XiangqiUciDialect.pikafish();
        XiangqiPosition start = XiangqiRules.LAW_2004.initialPosition();
        XiangqiMove m = pikafish.parse(start, "h2e2").orElseThrow();
        assertEquals("h2e2", m.coordinates());
        assertEquals("h2e2", pikafish.format(m));
    }

    @Test
    void chessMovesAreLongAlgebraic() {
        ChessUciDialect dialect = new ChessUciDialect();
        ChessPosition p = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value();
        ChessMove castle = dialect.parse(p, "e1g1").orElseThrow();
        assertTrue(castle.castling());
        assertEquals("e1g1", dialect.format(castle));
        assertEquals(Squares.parse("h1"), castle.to(), "the project's castling move is king takes rook");
        assertEquals(Optional.empty(), dialect.parse(p, "e1e3"));
        ChessPosition promo = Fen.parse("8/4P3/8/8/8/8/8/k6K w - - 0 1").value();
        assertEquals("e7e8n", dialect.format(dialect.parse(promo, "e7e8n").orElseThrow()));
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", dialect.fen(p));
    }

    @Test
    void enginesAreFoundOnThePath(@TempDir Path dir) throws IOException {
        Path program = dir.resolve("my-engine");
        Files.writeString(program, "#!/bin/sh\n");
        Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(dir.resolve("not-executable"), "");
        assertEquals(Optional.of(program), EngineLocator.findOnPath(dir.toString(), "no-such-engine-here", "my-engine"));
        assertEquals(Optional.empty(), EngineLocator.findOnPath(dir.toString(), "not-executable", "no-such-engine-here"));
    }
}
