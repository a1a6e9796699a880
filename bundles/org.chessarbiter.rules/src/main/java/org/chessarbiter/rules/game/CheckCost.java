package org.chessarbiter.rules.game;

/**
 * How much a game check costs, so that a host runs each at its time (an editor maps these to Xtext's
 * check types: fast while typing, normal on save, expensive on demand). Every {@link Finding} carries the
 * cost of the check that made it.
 */
public enum CheckCost {
    /** Reads the tags and the written text only: the game, its start position, the TimeControl tag, parts out of place. */
    FAST,
    /** Replays the moves: legality, move numbers, notation styles, endings, the result, the clocks. */
    NORMAL,
    /**
     * Asks more of the engines than the replay: the draws a player could claim (repetitions searched after
     * every move) and the re-reading of every move in PGN's notations.
     */
    EXPENSIVE
}
