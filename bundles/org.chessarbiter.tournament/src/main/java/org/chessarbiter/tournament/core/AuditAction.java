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
    FIDE_MODE_ON,
    /**
     * The round paired again by the program (not published, no results): the manual changes recorded
     * for it before no longer apply to it, and stay on the record.
     */
    REPAIRED;

    /** Whether the action is a manual change of a round's pairing. */
    public boolean changesPairing() {
        return this != FIDE_MODE_OFF && this != FIDE_MODE_ON && this != REPAIRED;
    }

    /** Whether the action switches FIDE mode. */
    public boolean switchesMode() {
        return this == FIDE_MODE_OFF || this == FIDE_MODE_ON;
    }
}
