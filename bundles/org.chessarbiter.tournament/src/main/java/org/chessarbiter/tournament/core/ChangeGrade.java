package org.chessarbiter.tournament.core;

/**
 * How far a manual change of a pairing departs from the rules, as the pairing checker grades it
 * (FIDE's verification checklist for pairing programs and C.04A: the program warns, the arbiter
 * decides). Ordered from the mildest to the gravest.
 */
public enum ChangeGrade {
    /** Legal: it only differs from the program's pairing. Applied without a confirmation. */
    ACKNOWLEDGE,
    /** Breaks a quality criterion (colour preference, floats, score groups of C.04.3): one confirmation. */
    CONFIRM,
    /**
     * Breaks an absolute colour criterion, or leaves the round no longer a valid Swiss pairing
     * (a player left unpaired, two pairing-allocated byes): two confirmations.
     */
    TWO_STEP_CONFIRM,
    /**
     * Breaks an absolute criterion of C.04.1: players meet twice (b), a second pairing-allocated bye
     * (c), a withdrawn or absent player paired. Never applied while the tournament is in FIDE mode.
     */
    REJECT;

    /**
     * The confirmation a change of this grade needs to be applied, {@code null} when it cannot be
     * applied at all: in FIDE mode a rejected change stays rejected and a two-step change needs both
     * steps; outside FIDE mode the arbiter may apply a rejected change with two confirmations and a
     * two-step change with one.
     */
    public Confirmation required(boolean fideMode) {
        return switch (this) {
            case ACKNOWLEDGE -> Confirmation.NONE;
            case CONFIRM -> Confirmation.ONCE;
            case TWO_STEP_CONFIRM -> fideMode ? Confirmation.TWICE : Confirmation.ONCE;
            case REJECT -> fideMode ? null : Confirmation.TWICE;
        };
    }

    /** The graver of this grade and {@code other}. */
    public ChangeGrade max(ChangeGrade other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
