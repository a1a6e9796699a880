package org.chessarbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.junit.jupiter.api.Test;

/**
 * The UCI engines installed on this machine (Debian's {@code stockfish} and {@code fairy-stockfish}, which
 * the CI installs) drive the same play as the embedded engine: games against it with every move checked
 * legal by the rules engines, mates found, analysis reported, a search stopped. Skipped where none is
 * installed.
 */
class InstalledUciEngineTest {
    private static final int PLIES = 12;

    private static Path chessProgram() {
        Optional<Path> p = ChessEngines.INSTANCE.findUci();
        assumeTrue(p.isPresent(), "no UCI chess engine installed (e.g. apt-get install stockfish)");
        return p.get();
    }

    private static Path xiangqiProgram() {
        Optional<Path> p = XiangqiEngines.INSTANCE.findUci();
        assumeTrue(p.isPresent(), "no UCI xiangqi engine installed (e.g. apt-get install fairy-stockfish)");
        return p.get();
    }

    @Test
    void chessGameAgainstTheEmbeddedEngineIsLegal() throws EngineException {
        try (Engine<ChessPosition, ChessMove> uci = ChessEngines.INSTANCE.uci(chessProgram());
                Engine<ChessPosition, ChessMove> embedded = ChessEngines.INSTANCE.embedded(3)) {
            GamePlay.Played<ChessPosition, ChessMove> p = GamePlay.play(ChessRules.fide2018(), ChessRules.fide2018().initialPosition(),
                    uci, SearchLimits.depth(6), embedded, SearchLimits.depth(3), PLIES);
            assertTrue(p.game().moves().size() == PLIES || p.outcome().isPresent());
        }
    }

    @Test
    void xiangqiGameAgainstTheEmbeddedEngineIsLegal() throws EngineException {
        try (Engine<XiangqiPosition, XiangqiMove> uci = XiangqiEngines.INSTANCE.uci(xiangqiProgram());
                Engine<XiangqiPosition, XiangqiMove> embedded = XiangqiEngines.INSTANCE.embedded(3)) {
            GamePlay.Played<XiangqiPosition, XiangqiMove> p = GamePlay.play(XiangqiRules.LAW_2004,
                    XiangqiRules.LAW_2004.initialPosition(), embedded, SearchLimits.depth(3), uci, SearchLimits.depth(6), PLIES);
            assertTrue(p.game().moves().size() == PLIES || p.outcome().isPresent());
        }
    }

    @Test
    void chessEngineFindsMateInTwo() throws EngineException {
        ChessPosition p = Fen.parse(MateInTwoTest.CHESS.get(0)).value();
        try (Engine<ChessPosition, ChessMove> uci = ChessEngines.INSTANCE.uci(chessProgram())) {
            SearchResult<ChessMove> r = uci.search(History.of(p), SearchLimits.depth(22));
            assertEquals(Score.mate(2), r.score());
            assertTrue(MateInTwoTest.CHESS_SOLVER.wins(p, r.bestMove().orElseThrow(), 2));
        }
    }

    @Test
    void xiangqiEngineFindsMateInTwo() throws EngineException {
        XiangqiPosition p = XiangqiFen.parse(MateInTwoTest.XIANGQI.get(0)).value();
        try (Engine<XiangqiPosition, XiangqiMove> uci = XiangqiEngines.INSTANCE.uci(xiangqiProgram())) {
            SearchResult<XiangqiMove> r = uci.search(History.of(p), SearchLimits.depth(22));
            assertEquals(Score.mate(2), r.score());
            assertTrue(MateInTwoTest.XIANGQI_SOLVER.wins(p, r.bestMove().orElseThrow(), 2));
        }
    }

    @Test
    void analysisReportsLegalLinesAndStops() throws EngineException {
        try (Engine<ChessPosition, ChessMove> uci = ChessEngines.INSTANCE.uci(chessProgram())) {
            ChessPosition start = ChessRules.fide2018().initialPosition();
            List<SearchInfo<ChessMove>> infos = new ArrayList<>();
            // an endless analysis, stopped by its listener once a few lines came: the engine answers with its best move
            SearchResult<ChessMove> r = uci.search(History.of(start), SearchLimits.depth(SearchLimits.MAX_DEPTH), info -> {
                infos.add(info);
                if (infos.size() >= 3) {
                    uci.stop();
                }
            });
            assertTrue(start.isLegal(r.bestMove().orElseThrow()));
            assertFalse(infos.isEmpty());
            for (SearchInfo<ChessMove> i : infos) {
                ChessPosition q = start;
                for (ChessMove m : i.pv()) {
                    assertTrue(q.isLegal(m), "legal line " + i.pv());
                    q = q.play(m);
                }
            }
        }
    }
}
