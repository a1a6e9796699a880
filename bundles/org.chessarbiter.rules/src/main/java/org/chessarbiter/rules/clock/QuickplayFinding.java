package org.chessarbiter.rules.clock;

/**
 * What the arbiter finds on a quickplay-finish claim (FIDE 2018 III.5; FIDE 2000 10.2): the opponent cannot
 * win, or makes no effort to win, by normal means.
 */
public enum QuickplayFinding {
    /** The claim is right: draw (2018 III.5.1; 2000 10.2(a)). */
    DRAW,
    /** The decision is postponed; the opponent may get two minutes (2018 III.5.2; 2000 10.2(b)). */
    POSTPONED,
    /** The claim is rejected; the opponent gets two minutes (2018 III.5.3; 2000 10.2(c)). */
    REJECTED
}
