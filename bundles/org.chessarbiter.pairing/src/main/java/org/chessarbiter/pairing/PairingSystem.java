package org.chessarbiter.pairing;

import org.chessarbiter.rules.Message;

/**
 * A pairing system: FIDE Dutch, modified Swiss, round robin, ... Implementations never throw on
 * bad input: they return {@link PairingOutcome.Failed} with errors that name the cause and place.
 */
public interface PairingSystem {

    /** @return a stable identifier, e.g. {@code FIDE_DUTCH_2026} */
    String id();

    /** @return the system's display name */
    Message displayName();

    /**
     * Pairs one round.
     *
     * @param request the players and their histories before the round
     * @return the pairing, or why there is none
     */
    PairingOutcome pair(PairingRequest request);

    /**
     * This system with the regulations' {@code constraint} as one more absolute criterion. A system that cannot
     * take it into its own search (the default) pairs as it does and the pairs it forbids are checked on the
     * result: a round pairing one is refused, board by board; the FIDE Dutch system applies it in its matching.
     *
     * @return this system when there is no constraint
     */
    default PairingSystem constrained(PairingConstraint constraint) {
        return constraint == PairingConstraint.NONE ? this : new ConstraintCheck(this, constraint);
    }
}
