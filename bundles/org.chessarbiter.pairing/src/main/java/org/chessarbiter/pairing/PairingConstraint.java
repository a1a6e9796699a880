package org.chessarbiter.pairing;

/**
 * A pairing constraint the tournament's regulations add to the system's own rules (Luật cờ Tướng 2004 phụ lục 5
 * item 7, 000 Part 2 Art. 2: the regulations fix the competition system and its particular rules): the pairs that
 * must not meet in the round a request pairs, e.g. {@link SameUnitLastRound} or pairs the regulations name.
 * A system applies it as one more absolute criterion ({@link PairingSystem#constrained}).
 */
@FunctionalInterface
public interface PairingConstraint {

    /** No constraint. */
    PairingConstraint NONE = request -> ForbiddenPairs.NONE;

    /** @return the pairs that must not meet in the round {@code request} pairs */
    ForbiddenPairs forbidden(PairingRequest request);

    /** @return this constraint and {@code other}: the pairs either forbids */
    default PairingConstraint and(PairingConstraint other) {
        if (other == NONE) {
            return this;
        }
        if (this == NONE) {
            return other;
        }
        return request -> forbidden(request).with(other.forbidden(request));
    }
}
