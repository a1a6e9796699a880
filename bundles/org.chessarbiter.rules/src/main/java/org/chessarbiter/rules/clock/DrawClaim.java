package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Message;

/**
 * A draw claim the arbiter checks on the board (FIDE 2018 9.2, 9.3; FIDE 2000 9.2, 9.3; Luật cờ Tướng 2004
 * Điều 12): found correct, the game is drawn ({@link ClockLaw#correctClaim}); found incorrect, the claimant is
 * penalised on the clock ({@link ClockLaw#wrongClaim}).
 */
public enum DrawClaim {
    /** The same position for the third time (FIDE 2018 9.2; FIDE 2000 9.2). */
    THREEFOLD,
    /** Fifty moves without a capture or pawn move (FIDE 2018 9.3; FIDE 2000 9.3; Luật cờ Tướng 2004 Điều 12). */
    FIFTY_MOVES;

    /** The claim for people (key {@code claim.<NAME>}). */
    public Message message() {
        return Message.of(DrawClaim.class, "claim." + name());
    }
}
