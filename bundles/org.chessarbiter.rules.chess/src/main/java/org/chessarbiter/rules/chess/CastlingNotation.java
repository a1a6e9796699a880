package org.chessarbiter.rules.chess;

/** How a FEN writes castling rights (FIDE 2018 Guidelines II for Chess960 positions). */
public enum CastlingNotation {
    /** X-FEN: {@code KQkq} for the outermost rook of a wing, the rook's file letter otherwise. */
    X_FEN,
    /** Shredder-FEN: always the rooks' file letters ({@code HAha}). */
    SHREDDER
}
