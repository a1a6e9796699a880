package org.chessarbiter.pairing;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * A system that does not apply a {@link PairingConstraint} itself, with the constraint checked on its pairing:
 * a round that pairs a forbidden pair is no pairing, and each such board is an error naming the rule, so that the
 * arbiter pairs that round by hand (000 Part 2 Art. 2: what the regulations fix is applied, never silently dropped).
 */
final class ConstraintCheck implements PairingSystem {

    private final PairingSystem system;
    private final PairingConstraint constraint;

    ConstraintCheck(PairingSystem system, PairingConstraint constraint) {
        this.system = system;
        this.constraint = constraint;
    }

    @Override
    public String id() {
        return system.id();
    }

    @Override
    public Message displayName() {
        return system.displayName();
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        PairingOutcome outcome = system.pair(request);
        if (!(outcome instanceof PairingOutcome.Paired paired)) {
            return outcome;
        }
        ForbiddenPairs forbidden = constraint.forbidden(request);
        List<Problem> errors = new ArrayList<>();
        for (Board b : paired.pairing().boards()) {
            forbidden.reason(b.white(), b.black()).ifPresent(reason -> errors.add(Problem.error(ProblemKind.NO_SOLUTION,
                    Location.part("round").member("board").element(b.number() - 1), Message.of(ConstraintCheck.class,
                            "constraint.notApplied", system.displayName(), b.number(), b.white(), b.black(), reason))));
        }
        return errors.isEmpty() ? outcome : new PairingOutcome.Failed(errors);
    }

    @Override
    public PairingSystem constrained(PairingConstraint more) {
        return new ConstraintCheck(system, constraint.and(more));
    }
}
