package org.chessarbiter.rules;

/**
 * A move value of some game. Implementations are immutable values (equal by value) and small: a
 * chess move is the from/to squares plus a promotion, a xiangqi move the from/to points. A move
 * carries no position; whether it is legal is a question for {@link Position#legalMoves()}.
 */
public interface Move {
    /**
     * The move in the game's coordinate notation, which names the from and to squares and needs no
     * position to read: UCI for chess ({@code e2e4}, {@code e7e8q}), ICCS for xiangqi
     * ({@code h2e2}). Used as a stable key, e.g. by {@link Perft#divide}.
     */
    String coordinates();
}
