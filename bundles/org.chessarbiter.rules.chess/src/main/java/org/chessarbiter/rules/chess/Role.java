package org.chessarbiter.rules.chess;

/** The six kinds of chess piece (FIDE 2018 2.2); the ordinal is the engine's role index. */
public enum Role {
    PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING;

    private static final Role[] VALUES = values();

    /** The role of index {@code i} (0 = pawn ... 5 = king). */
    public static Role of(int i) {
        return VALUES[i];
    }

    /** The English SAN/FEN letter, upper case ({@code P N B R Q K}). */
    public char letter() {
        return "PNBRQK".charAt(ordinal());
    }

    /** The role of an English FEN letter of either case, or {@code null}. */
    public static Role ofLetter(char c) {
        int i = "PNBRQK".indexOf(Character.toUpperCase(c));
        return i < 0 ? null : VALUES[i];
    }
}
