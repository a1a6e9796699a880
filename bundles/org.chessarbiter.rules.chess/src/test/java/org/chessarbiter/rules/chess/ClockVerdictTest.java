package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.clock.ClockArbiter;
import org.chessarbiter.rules.clock.ClockLaws;
import org.chessarbiter.rules.clock.MatePossibility;
import org.chessarbiter.rules.clock.Ruling;
import org.chessarbiter.rules.clock.TimeControl;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The clock's verdicts asking this engine whether a side can still mate (the MatePossibility of rules.clock). */
class ClockVerdictTest {

    private static MatePossibility engine(ChessPosition position) {
        return side -> DeadPosition.canMate(position, side, DeadPosition.DEFAULT_BUDGET) != DeadPosition.Verdict.CANNOT_MATE;
    }

    private static ClockArbiter whiteOutOfTime(LawEdition edition) {
        return ClockArbiter.of(ClockLaws.of(edition).orElseThrow(), TimeControl.parse("60").value()).start(Side.FIRST, 0);
    }

    @Test
    @DisplayName("FIDE 2018 6.9 / 2000 6.10: the clock and ChessRules.flagFall agree, K+N against a lone king and K+R")
    void fide2018_6_9_clockAndRulesAgree() {
        ChessPosition kvkn = Fen.parse("8/8/4k3/8/8/3KN3/8/8 w - - 0 1").value();
        ChessPosition kvkr = Fen.parse("8/8/4k3/8/8/3K4/7R/8 w - - 0 1").value();
        Ruling lone = whiteOutOfTime(LawEdition.FIDE_2018).flag(60_000, false, engine(kvkn)).orElseThrow();
        assertTrue(lone.outcome().orElseThrow().isDraw(), "Black has a lone king");
        assertEquals(ChessRules.fide2018().flagFall(kvkn, Side.FIRST).isDraw(), lone.outcome().orElseThrow().isDraw());
        ClockArbiter blackOutOfTime = whiteOutOfTime(LawEdition.FIDE_2000).press(1_000);
        Ruling rook = blackOutOfTime.flag(61_000, false, engine(kvkr)).orElseThrow();
        assertEquals(Side.FIRST, rook.outcome().orElseThrow().winnerSide().orElseThrow());
        assertEquals("FIDE 2000 6.10", rook.outcome().orElseThrow().article().citation());
    }

    @Test
    @DisplayName("FIDE 2018 7.5.5: the second illegal move draws when the opponent has only a king")
    void fide2018_7_5_5_secondIllegalMoveAgainstALoneKing() {
        ChessPosition kvkn = Fen.parse("8/8/4k3/8/8/3KN3/8/8 w - - 0 1").value();
        ClockArbiter a = whiteOutOfTime(LawEdition.FIDE_2018);
        Ruling second = a.illegalMove(Side.FIRST, 0, engine(kvkn)).after().illegalMove(Side.FIRST, 0, engine(kvkn));
        assertTrue(second.outcome().orElseThrow().isDraw());
    }
}
