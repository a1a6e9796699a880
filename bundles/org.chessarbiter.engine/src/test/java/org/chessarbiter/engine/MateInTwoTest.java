package org.chessarbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The embedded engine finds mate in two in both games. Each position is first proved a mate in two and
 * not in one by a brute-force {@link MateSolver} over the rules engines alone; then the engine must report
 * {@code mate 2} and play a first move that the solver proves wins in two whatever the defence. In xiangqi
 * a side left without a legal move loses, in check or not (Luật Cờ Tướng 2004 Điều 7.1).
 */
class MateInTwoTest {
    /** Found by placing pieces at random and keeping the mates in two the solver proves; the last one mirrored for Black. */
    static final List<String> CHESS = List.of(
            "k7/8/8/7R/K7/8/R7/8 w - - 0 1",
            "K3B3/8/8/4Q3/8/8/2p5/2b3k1 w - - 0 1",
            "8/2K5/p5p1/8/8/2R5/6Q1/r2k4 w - - 0 1",
            "8/1p6/p7/8/8/2K4R/8/1k1B4 w - - 0 1",
            "5Q2/4p3/2p5/8/8/8/1K6/3k2N1 w - - 0 1",
            "8/5k2/3Q3p/3p2r1/8/2K5/4R3/8 w - - 0 1",
            "8/r7/8/k7/7r/8/8/K7 b - - 0 1");

    static final List<String> XIANGQI = List.of(
            "3a5/9/3k4b/9/8R/9/9/8R/5K3/9 w - - 0 1",
            "3a1k3/9/5a3/9/9/9/9/2C1K4/9/6R2 w - - 0 1",
            "3a5/9/3a1k3/1P4N2/9/9/9/4K4/6C2/9 w - - 0 1",
            "8C/4a4/1R1abk3/9/6b2/9/9/4K4/5C3/9 w - - 0 1",
            "3a5/9/5k3/6P2/6b2/9/3R5/3K5/9/9 w - - 0 1",
            "3k1aP1C/9/3a5/9/9/3N5/9/9/4K4/9 w - - 0 1",
            "6r2/9/2c1k4/9/9/9/9/5A3/9/3A1K3 b - - 0 1");

    /** Chess: won when the side to move is checkmated (stalemate is a draw). */
    static final MateSolver<ChessPosition, ChessMove> CHESS_SOLVER = new MateSolver<>(
            p -> p.legalMoves().isEmpty() && p.inCheck());
    /** Xiangqi: won when the side to move has no legal move. */
    static final MateSolver<XiangqiPosition, XiangqiMove> XIANGQI_SOLVER = new MateSolver<>(p -> p.legalMoves().isEmpty());

    @ParameterizedTest
    @FieldSource("CHESS")
    void chessMateInTwo(String fen) throws EngineException {
        try (Engine<ChessPosition, ChessMove> engine = ChessEngines.INSTANCE.embedded(7)) {
            findsMate(Fen.parse(fen).value(), CHESS_SOLVER, engine);
        }
    }

    @ParameterizedTest
    @FieldSource("XIANGQI")
    void xiangqiMateInTwo(String fen) throws EngineException {
        try (Engine<XiangqiPosition, XiangqiMove> engine = XiangqiEngines.INSTANCE.embedded(7)) {
            findsMate(XiangqiFen.parse(fen).value(), XIANGQI_SOLVER, engine);
        }
    }

    private static <P extends Position<P, M>, M extends Move> void findsMate(P p, MateSolver<P, M> solver, Engine<P, M> engine)
            throws EngineException {
        assertFalse(solver.winsWithin(p, 1), "no mate in one: the position tests mate in two");
        assertTrue(solver.winsWithin(p, 2), "a mate in two");
        SearchResult<M> r = engine.search(History.of(p), SearchLimits.depth(6));
        assertEquals(Score.mate(2), r.score(), "the engine sees mate in two: " + r.pv());
        assertTrue(solver.wins(p, r.bestMove().orElseThrow(), 2), "the engine's move " + r.bestMove() + " mates in two");
        assertEquals(r.bestMove().orElseThrow(), r.pv().get(0));
    }
}
