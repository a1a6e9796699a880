package org.chessarbiter.rules.chess;

import org.chessarbiter.rules.Move;

/**
 * A chess move: from and to squares ({@link Squares}) and the promotion role (FIDE 2018 3.7.5.1),
 * or {@code null}. Castling is written as the king "taking" its own rook ({@code to} = the rook's
 * square, {@code castling} true), which names every Chess960 castling unambiguously (Guidelines
 * II.3); {@link #kingTo()} gives the king's destination.
 *
 * @param from the square the piece leaves
 * @param to the destination (the castling rook's square for castling)
 * @param promotion the promotion role, or {@code null}
 * @param castling whether this is castling
 */
public record ChessMove(int from, int to, Role promotion, boolean castling) implements Move {

    public ChessMove {
        if (from < 0 || from > 63 || to < 0 || to > 63) {
            throw new IllegalArgumentException("square out of range");
        }
    }

    /**
     * The record's equality written out: compared after every move a replay plays (the move it played last from a
     * position), where the generated one goes through method handles.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof ChessMove m && from == m.from && to == m.to && promotion == m.promotion && castling == m.castling;
    }

    @Override
    public int hashCode() {
        return ((from * 64 + to) * 8 + (promotion == null ? 0 : promotion.ordinal() + 1)) * 2 + (castling ? 1 : 0);
    }

    public static ChessMove of(int from, int to) {
        return new ChessMove(from, to, null, false);
    }

    /** The king's destination for castling (g- or c-file of the king's rank, FIDE 2018 3.8.2), else {@link #to}. */
    public int kingTo() {
        return castling ? castlingKingTo(from, to) : to;
    }

    /** The king's destination when the king on {@code king} castles with the rook on {@code rook}. */
    static int castlingKingTo(int king, int rook) {
        return (king & 56) | (rook > king ? 6 : 2);
    }

    /** The castling rook's destination (f- or d-file), or -1 when not castling. */
    public int rookTo() {
        return castling ? (from & 56) | (to > from ? 5 : 3) : -1;
    }

    /**
     * UCI of standard chess: castling as the king's two-square move ({@code e1g1}); when the king
     * does not move (Chess960), as king takes rook.
     */
    @Override
    public String coordinates() {
        int dest = castling && kingTo() != from ? kingTo() : to;
        String s = Squares.name(from) + Squares.name(dest);
        return promotion == null ? s : s + Character.toLowerCase(promotion.letter());
    }

    @Override
    public String toString() {
        return coordinates();
    }
}
