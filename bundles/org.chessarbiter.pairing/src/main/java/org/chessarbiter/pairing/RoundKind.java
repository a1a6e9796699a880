package org.chessarbiter.pairing;

/**
 * What happened to one player in one past round. Only {@link #PLAYED} rounds count for colour
 * history and for "have played each other" (FIDE C.04.1 b: a forfeited game still makes the two
 * players opponents; C.04.3 2026 A.6: unplayed games do not count for colours).
 */
public enum RoundKind {
    /** a game was played over the board */
    PLAYED,
    /** the player won by forfeit (the opponent did not appear) */
    FORFEIT_WIN,
    /** the player lost by forfeit */
    FORFEIT_LOSS,
    /** the pairing-allocated bye (C.04.1 c: at most one per player) */
    PAIRING_BYE,
    /** a requested half-point bye */
    HALF_POINT_BYE,
    /** a full-point bye not allocated by the pairing (e.g. by the regulations) */
    FULL_POINT_BYE,
    /** absent without a bye, or a zero-point bye */
    ZERO_POINT_BYE;

    /** @return true when the player had an opponent (played or forfeited) */
    public boolean hasOpponent() {
        return this == PLAYED || this == FORFEIT_WIN || this == FORFEIT_LOSS;
    }

    /** @return true when the round counts as a bye (no opponent) */
    public boolean isBye() {
        return !hasOpponent();
    }
}
