package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Side;

/**
 * Whether a side can checkmate its opponent by any series of legal moves from the position on the board
 * (FIDE 2018 6.9, 7.5.5, A.4.3; FIDE 2000 6.10, C3): the question the clock's verdicts ask the game's rules
 * engine. The engines live in bundles that depend on this one, so they are passed in, e.g. for chess
 * {@code side -> DeadPosition.canMate(position, side, DeadPosition.DEFAULT_BUDGET) != Verdict.CANNOT_MATE}.
 * When in doubt an engine answers {@code true} (the flag loses).
 */
@FunctionalInterface
public interface MatePossibility {

    /** Every side can mate: no engine asked (the flag and the illegal moves always lose). */
    MatePossibility ALWAYS = side -> true;

    /** Whether {@code side} can checkmate the opponent by any series of legal moves. */
    boolean canMate(Side side);
}
