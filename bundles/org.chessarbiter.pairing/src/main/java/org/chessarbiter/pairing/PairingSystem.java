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
}
