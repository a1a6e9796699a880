package org.chessarbiter.rules.xiangqi;

import org.chessarbiter.rules.Side;

/**
 * Int codes of pieces on a {@link Board}: 0 is an empty point, Red pieces are 1..7 and Black
 * pieces 9..15 ({@code kind.ordinal() + 1}, plus 8 for Black). Plain ints keep the move generator
 * free of allocation.
 */
public final class Pieces {
    /** An empty point. */
    public static final int EMPTY = 0;
    /** The bit that marks a Black piece. */
    public static final int BLACK_BIT = 8;

    private Pieces() {
    }

    /** The code of a piece of the given kind and side. */
    public static int of(PieceKind kind, Side side) {
        return kind.ordinal() + 1 + (side == Side.SECOND ? BLACK_BIT : 0);
    }

    /** The kind of a non-empty code. */
    public static PieceKind kind(int code) {
        return PieceKind.of((code & 7) - 1);
    }

    /** The kind ordinal (0..6) of a non-empty code. */
    public static int kindIndex(int code) {
        return (code & 7) - 1;
    }

    /** 0 for Red, 1 for Black (for a non-empty code). */
    public static int sideIndex(int code) {
        return code >> 3;
    }

    /** The side of a non-empty code. */
    public static Side side(int code) {
        return (code & BLACK_BIT) == 0 ? Side.FIRST : Side.SECOND;
    }

    /** The FEN character: upper case for Red. */
    public static char fenChar(int code) {
        char c = kind(code).fenLetter();
        return side(code) == Side.FIRST ? Character.toUpperCase(c) : c;
    }
}
