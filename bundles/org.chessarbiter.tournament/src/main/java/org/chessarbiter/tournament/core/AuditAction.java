package org.chessarbiter.tournament.core;

/** What the arbiter did, as the audit trail records it. */
public enum AuditAction {
    /** The opponents of two boards swapped. */
    SWAP_OPPONENTS,
    /** The colours of one board exchanged. */
    EXCHANGE_COLOURS,
    /** Two unpaired players paired. */
    PAIR,
    /** A board dissolved: both players unpaired. */
    UNPAIR,
    /** A bye given (pairing-allocated, half, full or zero point). */
    BYE,
    /** FIDE mode left: rejected changes may be applied with two confirmations. */
    FIDE_MODE_OFF,
    /** FIDE mode entered again. */
    FIDE_MODE_ON;

    /** Whether the action changes a round's pairing (not the tournament's mode). */
    public boolean changesPairing() {
        return this != FIDE_MODE_OFF && this != FIDE_MODE_ON;
    }
}
