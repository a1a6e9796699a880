package org.chessarbiter.pairing;

import java.util.List;
import org.chessarbiter.rules.Problem;

/** The result of pairing a round: either the round's pairing or the errors that prevent it. */
public sealed interface PairingOutcome {

    /** A successful pairing. */
    record Paired(RoundPairing pairing) implements PairingOutcome {
    }

    /** No pairing; nothing is partially paired. */
    record Failed(List<Problem> errors) implements PairingOutcome {
        public Failed {
            errors = List.copyOf(errors);
            if (errors.isEmpty()) {
                throw new IllegalArgumentException("a failure needs at least one error");
            }
        }
    }

    /** @return true when paired */
    default boolean isPaired() {
        return this instanceof Paired;
    }

    /** @return the pairing; throws IllegalStateException on a failure */
    default RoundPairing orThrow() {
        if (this instanceof Paired p) {
            return p.pairing();
        }
        throw new IllegalStateException(((Failed) this).errors().toString());
    }
}
