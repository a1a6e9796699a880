package org.chessarbiter.rules;

/**
 * The two sides of a game. In chess they are White and Black (FIDE 2018 Art. 1.2); in xiangqi
 * the first player is Red in English (WXF) and the second Black; the Vietnamese law writes them Trắng
 * and Đen in every record, red pieces counting as Trắng (Luật Cờ Tướng 2004 Điều 2.2). The same two
 * values serve both games: {@link #FIRST} moves first; each game names them ({@code GameKind.sideName}).
 */
public enum Side {
    /** White in chess, Red (Trắng) in xiangqi: moves first. */
    FIRST,
    /** Black in both games. */
    SECOND;

    /** The other side. */
    public Side opposite() {
        return this == FIRST ? SECOND : FIRST;
    }
}
