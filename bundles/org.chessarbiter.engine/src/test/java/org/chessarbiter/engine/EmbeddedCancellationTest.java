package org.chessarbiter.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.junit.jupiter.api.Test;

/**
 * A search without an end is ended by {@link Engine#stop()} or by an interrupt of its thread, and still
 * gives a legal move: the best of its last completed iteration. Nothing here is timed: the stop comes from
 * the listener, at a known iteration.
 */
class EmbeddedCancellationTest {

    @Test
    void stopEndsAnEndlessAnalysis() throws EngineException {
        ChessPosition start = ChessRules.fide2018().initialPosition();
        try (Engine<ChessPosition, ChessMove> e = ChessEngines.INSTANCE.embedded(5)) {
            AtomicInteger reports = new AtomicInteger();
            SearchResult<ChessMove> r = e.search(History.of(start), SearchLimits.depth(SearchLimits.MAX_DEPTH), info -> {
                reports.incrementAndGet();
                if (info.depth() >= 3) {
                    e.stop();
                }
            });
            assertTrue(start.isLegal(r.bestMove().orElseThrow()));
            assertTrue(r.depth() >= 3 && r.depth() < SearchLimits.MAX_DEPTH, "stopped at depth " + r.depth());
            assertTrue(reports.get() >= 3);
            // the engine searches again afterwards
            assertTrue(start.isLegal(e.search(History.of(start), SearchLimits.depth(2)).bestMove().orElseThrow()));
        }
    }

    @Test
    void anInterruptEndsTheSearch() throws EngineException {
        XiangqiPosition start = XiangqiRules.LAW_2004.initialPosition();
        try (Engine<XiangqiPosition, XiangqiMove> e = XiangqiEngines.INSTANCE.embedded(5)) {
            SearchResult<XiangqiMove> r;
            try {
                r = e.search(History.of(start), SearchLimits.depth(SearchLimits.MAX_DEPTH), info -> {
                    if (info.depth() >= 2) {
                        Thread.currentThread().interrupt();
                    }
                });
            } finally {
                assertTrue(Thread.interrupted(), "the interrupt is left for the caller to see");
            }
            assertTrue(start.legalMoves().contains(r.bestMove().orElseThrow()));
            assertTrue(r.depth() < SearchLimits.MAX_DEPTH);
        }
    }

    @Test
    void aTinyTimeStillGivesAMove() throws EngineException {
        XiangqiPosition start = XiangqiRules.LAW_2004.initialPosition();
        try (Engine<XiangqiPosition, XiangqiMove> e = XiangqiEngines.INSTANCE.embedded(5)) {
            SearchResult<XiangqiMove> r = e.search(History.of(start), SearchLimits.moveTime(1));
            assertTrue(start.legalMoves().contains(r.bestMove().orElseThrow()));
            assertTrue(r.depth() >= 1, "the first iteration always completes");
        }
    }
}
