package org.chessarbiter.workspace.op;

import java.util.Objects;
import java.util.Optional;

import org.chessarbiter.pairing.check.GradedChange;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.Round;

/**
 * What the pairing checker says of a manual change before it is applied: the round before and after,
 * the grade with its messages, and the confirmation the arbiter must give in the tournament's mode.
 *
 * @param change   the change
 * @param before   the round as it is
 * @param after    the round as the change would leave it
 * @param graded   the grade and its messages (each located, citing its article)
 * @param fideMode whether the tournament is in FIDE mode
 */
public record ManualAssessment(ManualChange change, Round before, Round after, GradedChange graded, boolean fideMode) {

    public ManualAssessment {
        Objects.requireNonNull(change, "change");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        Objects.requireNonNull(graded, "graded");
    }

    /** The grade. */
    public ChangeGrade grade() {
        return graded.grade();
    }

    /** The confirmation the change needs; empty when it cannot be applied (rejected in FIDE mode). */
    public Optional<Confirmation> required() {
        return Optional.ofNullable(grade().required(fideMode));
    }

    /** Whether {@code given} is enough to apply the change. */
    public boolean appliesWith(Confirmation given) {
        return given.covers(grade().required(fideMode));
    }
}
