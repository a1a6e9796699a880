package org.chessarbiter.rules.xiangqi.notation;

/**
 * The direction of a move in the relative notations (Luật Cờ Tướng 2004 Điều 11.2): tiến (towards
 * the opponent), thoái (back towards one's own side), bình (sideways along the rank).
 */
public enum Direction {
    ADVANCE,
    RETREAT,
    TRAVERSE
}
