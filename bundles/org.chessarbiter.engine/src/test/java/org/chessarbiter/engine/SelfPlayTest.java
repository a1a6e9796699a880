package org.chessarbiter.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.engine.chess.ChessEngines;
import org.chessarbiter.engine.xiangqi.XiangqiEngines;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.XiangqiRules;
import org.junit.jupiter.api.Test;

/**
 * The embedded engine never plays an illegal move: self-play games of both games at low levels (whose
 * evaluation noise makes every game different), every move and every principal variation checked by the
 * rules engines, each game played to its end under the rules or to a move cap.
 */
class SelfPlayTest {
    private static final int GAMES = 20;
    private static final int MAX_PLIES = 240;

    @Test
    void chessSelfPlayIsLegal() throws EngineException {
        int ended = 0;
        int plies = 0;
        for (int g = 0; g < GAMES; g++) {
            try (Engine<ChessPosition, ChessMove> white = ChessEngines.INSTANCE.embedded(g);
                    Engine<ChessPosition, ChessMove> black = ChessEngines.INSTANCE.embedded(1000 + g)) {
                GamePlay.Played<ChessPosition, ChessMove> p = GamePlay.play(ChessRules.fide2018(),
                        ChessRules.fide2018().initialPosition(), white, limits(g), black, limits(g + 1), MAX_PLIES);
                ended += p.outcome().isPresent() ? 1 : 0;
                plies += p.game().moves().size();
            }
        }
        assertTrue(plies >= GAMES * 10, "the games were played: " + plies + " plies");
        assertTrue(ended > 0, "some games reached an end under the rules");
    }

    @Test
    void xiangqiSelfPlayIsLegal() throws EngineException {
        int ended = 0;
        int plies = 0;
        for (int g = 0; g < GAMES; g++) {
            try (Engine<XiangqiPosition, XiangqiMove> red = XiangqiEngines.INSTANCE.embedded(g);
                    Engine<XiangqiPosition, XiangqiMove> black = XiangqiEngines.INSTANCE.embedded(1000 + g)) {
                GamePlay.Played<XiangqiPosition, XiangqiMove> p = GamePlay.play(XiangqiRules.LAW_2004,
                        XiangqiRules.LAW_2004.initialPosition(), red, limits(g), black, limits(g + 1), MAX_PLIES);
                ended += p.outcome().isPresent() ? 1 : 0;
                plies += p.game().moves().size();
            }
        }
        assertTrue(plies >= GAMES * 10, "the games were played: " + plies + " plies");
        assertTrue(ended > 0, "some games reached an end under the rules");
    }

    @Test
    void aFinishedGameHasNoMove() throws EngineException {
        // Fool's mate: White is checkmated, the engine has nothing to play and says so
        ChessPosition mated = org.chessarbiter.rules.chess.fen.Fen
                .parse("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").value();
        try (Engine<ChessPosition, ChessMove> e = ChessEngines.INSTANCE.embedded(1)) {
            SearchResult<ChessMove> r = e.search(org.chessarbiter.rules.History.of(mated), SearchLimits.depth(3));
            assertTrue(r.bestMove().isEmpty());
            assertEquals(Score.mate(0), r.score());
        }
    }

    @Test
    void aStalemateIsADrawInChess() throws EngineException {
        ChessPosition stalemate = org.chessarbiter.rules.chess.fen.Fen.parse("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").value();
        try (Engine<ChessPosition, ChessMove> e = ChessEngines.INSTANCE.embedded(1)) {
            SearchResult<ChessMove> r = e.search(org.chessarbiter.rules.History.of(stalemate), SearchLimits.depth(3));
            assertTrue(r.bestMove().isEmpty());
            assertEquals(Score.centipawns(0), r.score());
        }
        assertEquals(Score.centipawns(0), new org.chessarbiter.engine.uci.ChessUciDialect().noMoveScore(stalemate));
    }

    /** Levels 1 and 2, alternating: shallow, noisy, fast. */
    private static SearchLimits limits(int g) {
        return SearchLimits.level(StrengthLevel.of(1 + g % 2)).withMoveTime(0);
    }
}
