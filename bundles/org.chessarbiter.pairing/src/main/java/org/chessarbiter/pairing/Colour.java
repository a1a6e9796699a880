package org.chessarbiter.pairing;

/** The colour a player had (or is given) on a board. */
public enum Colour {
    WHITE, BLACK;

    /** @return the other colour */
    public Colour opposite() {
        return this == WHITE ? BLACK : WHITE;
    }
}
