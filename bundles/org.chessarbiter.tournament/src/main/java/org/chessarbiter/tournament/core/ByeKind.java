package org.chessarbiter.tournament.core;

/**
 * A round without an opponent: the pairing-allocated bye (odd number of players), and the byes a
 * player requests or is given: half-point, full-point and zero-point (TRF codes U, H, F, Z); and a
 * player not paired at all (absent, a late entry's missed round: 000 Part 2 Art. 13.7).
 */
public enum ByeKind {
    PAIRING_ALLOCATED(Outcome.PAIRING_BYE), HALF_POINT(Outcome.HALF_BYE), FULL_POINT(Outcome.FULL_BYE),
    ZERO_POINT(Outcome.ZERO_BYE), ABSENT(Outcome.NOT_PAIRED);

    private final Outcome outcome;

    ByeKind(Outcome outcome) {
        this.outcome = outcome;
    }

    public Outcome outcome() {
        return outcome;
    }
}
