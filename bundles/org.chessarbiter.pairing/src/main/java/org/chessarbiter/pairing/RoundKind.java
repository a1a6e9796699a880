package org.chessarbiter.pairing;

/**
 * What happened to one player in one past round. Only {@link #PLAYED} rounds count for colour
 * history and for "have played each other": a pairing that was not actually played (forfeit) does
 * not count for colours and may be repeated later (FIDE C.04.1 note on unplayed games; Dutch
 * system 2017 F.2 / 2026 general handling rules).
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
