package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Objects;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Puts a tournament into FIDE mode or takes it out ({@link ManualPairing#fideMode}): the switch is
 * recorded in the audit trail, which only grows, so leaving FIDE mode stays on the record. In FIDE
 * mode a rejected manual change stays rejected and a two-step change needs both steps.
 */
public final class FideModeOperation extends StateOperation {

    private final boolean on;
    private final Clock clock;

    public FideModeOperation(Path state, boolean on, Clock clock) {
        super(state);
        this.on = on;
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        if (t.audit().fideMode() == on) {
            return ParseResult.ok(t, List.of(OperationProblems.note(OperationProblems.file(state),
                    on ? "fideMode.alreadyOn" : "fideMode.alreadyOff")));
        }
        return ParseResult.ok(ManualPairing.fideMode(t, on, clock.instant()),
                List.of(OperationProblems.note(OperationProblems.file(state), on ? "fideMode.on" : "fideMode.off")));
    }
}
