package org.chessarbiter.rules.xiangqi;

import org.chessarbiter.rules.Move;

/**
 * A move from one point to another (Luật Cờ Tướng 2004 Điều 4.1), as a value. Points are
 * {@link Squares} indexes.
 *
 * @param from the point the piece leaves
 * @param to the point it reaches
 */
public record XiangqiMove(int from, int to) implements Move {

    /** The move of an int code from {@link Moves}. */
    public static XiangqiMove of(int code) {
        return new XiangqiMove(Moves.from(code), Moves.to(code));
    }

    /** The int code of {@link Moves}. */
    public int code() {
        return Moves.of(from, to);
    }

    /** ICCS form, e.g. "h2e2". */
    @Override
    public String coordinates() {
        return Squares.name(from) + Squares.name(to);
    }

    @Override
    public String toString() {
        return coordinates();
    }
}
