package org.chessarbiter.rules.clock;

/** The arbiter's own corrections of the clock, each cited by the law in force ({@link ClockLaw#article}). */
public enum ArbiterAction {
    /** Time added to a player's clock (FIDE 2018 12.9.2; FIDE 2000 13.4(b), 13.5). */
    ADD_TIME,
    /** Time taken from a player's clock (FIDE 2018 12.9.3; FIDE 2000 13.4(c)). */
    TAKE_TIME,
    /** A face set to a time (FIDE 2018 6.10.1, 6.10.2; FIDE 2000 6.11). */
    SET_FACE,
    /** The move counter corrected (FIDE 2018 7.1; FIDE 2000 6.14). */
    MOVE_COUNTER
}
