package org.chessarbiter.rules;

/**
 * The two sides of a game. In chess they are White and Black (FIDE 2018 Art. 1.2); in xiangqi
 * the first player is Red ("bên Đỏ", Luật Cờ Tướng 2004 Điều 2) and the second Black. The same
 * two values serve both games: {@link #FIRST} moves first.
 */
public enum Side {
    /** White in chess, Red in xiangqi: moves first. */
    FIRST,
    /** Black in both games. */
    SECOND;

    /** The other side. */
    public Side opposite() {
        return this == FIRST ? SECOND : FIRST;
    }
}
