package org.chessarbiter.rules;

/**
 * A raw, unvalidated arrangement of a game: what a FEN or a board editor describes, before anyone
 * has checked that it can be played (kings present, side not to move not in check, ...). Each game
 * turns a setup into a {@link Position} with {@link GameRules#position(Setup)}, which returns the
 * position or the problems that stop it ("raw Setup vs validated Position", after chessops).
 */
public interface Setup {
    /** The side to move in this arrangement. */
    Side turn();
}
