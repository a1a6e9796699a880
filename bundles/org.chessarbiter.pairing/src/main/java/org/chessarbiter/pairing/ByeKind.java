package org.chessarbiter.pairing;

/** The kinds of bye a round result can hold. */
public enum ByeKind {
    /** the pairing-allocated bye (C.04.1 c), given by the pairing system */
    PAIRING_ALLOCATED,
    /** a requested half-point bye */
    HALF_POINT,
    /** a full-point bye decided by the organiser */
    FULL_POINT,
    /** absent: zero points */
    ZERO_POINT;

    /** @return the bye kind for a player who is not paired with this availability */
    public static ByeKind forAbsence(Availability availability) {
        return switch (availability) {
            case HALF_POINT_BYE -> HALF_POINT;
            case FULL_POINT_BYE -> FULL_POINT;
            default -> ZERO_POINT;
        };
    }
}
