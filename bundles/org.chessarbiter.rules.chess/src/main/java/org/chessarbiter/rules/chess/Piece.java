package org.chessarbiter.rules.chess;

import org.chessarbiter.rules.Side;

/** A piece: its side and role (FIDE 2018 2.2). */
public record Piece(Side side, Role role) {
    /** The FEN letter: upper case for White, lower case for Black. */
    public char fenLetter() {
        char c = role.letter();
        return side == Side.FIRST ? c : Character.toLowerCase(c);
    }
}
