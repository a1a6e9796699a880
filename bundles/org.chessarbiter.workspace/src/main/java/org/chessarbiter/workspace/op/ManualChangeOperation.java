package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Objects;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Applies one manual change of a pairing to a tournament's state file ({@link ManualPairing#apply}):
 * graded by the pairing checker, applied only with the confirmation its grade needs, recorded in the
 * audit trail. Without it, nothing is written and the problems carry the checker's messages and what
 * confirmation is missing.
 */
public final class ManualChangeOperation extends StateOperation {

    private final ManualChange change;
    private final Confirmation confirmation;
    private final Clock clock;

    /**
     * @param state        the state file
     * @param change       the change
     * @param confirmation what the arbiter confirmed
     * @param clock        the time recorded in the audit trail
     */
    public ManualChangeOperation(Path state, ManualChange change, Confirmation confirmation, Clock clock) {
        super(state);
        this.change = Objects.requireNonNull(change, "change");
        this.confirmation = Objects.requireNonNull(confirmation, "confirmation");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** The grade of the change on the state file as it is, without applying it. */
    public static ParseResult<ManualAssessment> assess(Path state, ManualChange change) {
        return TournamentStore.load(state).flatMap(t -> ManualPairing.assess(t, change));
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        return ManualPairing.apply(t, change, confirmation, clock.instant());
    }
}
