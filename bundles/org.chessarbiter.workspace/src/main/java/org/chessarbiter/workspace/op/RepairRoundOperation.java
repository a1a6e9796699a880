package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Pairs round {@code N} again: the last paired round, not published, none of its games with a result.
 * The round is paired by the workspace's one {@link PairingOperation} through {@link RoundPairer} (the
 * system asked for, else the regulations', else the file's), from the state without it: the byes
 * requested for it, withdrawals and late entries stay. A published round is never paired again: that is
 * an error located at the round.
 * The manual changes recorded for the round no longer apply to it: the audit trail records that the
 * round was paired again ({@code AuditAction.REPAIRED}) and keeps them.
 */
public final class RepairRoundOperation extends StateOperation {

    private final int round;
    private final PairingOverrides overrides;
    private final Clock clock;

    public RepairRoundOperation(Path state, int round, PairingOverrides overrides) {
        this(state, round, overrides, Clock.systemUTC());
    }

    /** @param clock the time recorded in the audit trail when the round had manual changes */
    public RepairRoundOperation(Path state, int round, PairingOverrides overrides, Clock clock) {
        super(state);
        this.round = round;
        this.overrides = overrides;
        this.clock = clock;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        Optional<Round> held = t.rounds().stream().filter(r -> r.number() == round && r.isPaired()).findFirst();
        if (held.isEmpty()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "round.notPaired", round));
        }
        Round r = held.get();
        if (r.published()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "repair.published", round));
        }
        if (pairedRounds(t) != round) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "publish.notLast", round,
                    pairedRounds(t)));
        }
        if (r.pairings().stream().anyMatch(p -> p.games().stream().anyMatch(g -> g != GameResult.NOT_YET_PLAYED))) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "repair.results", round));
        }
        ParseResult<Tournament> paired = RoundPairer.pair(state, t, r, overrides, monitor);
        if (!paired.isOk() || t.audit().ofRound(round).isEmpty()) {
            return paired;
        }
        // the manual changes made to the round no longer apply to it; they stay on the record
        Tournament out = paired.value().withAudit(t.audit().with(new AuditEntry(round, AuditAction.REPAIRED, List.of(), List.of(),
                List.of(), ChangeGrade.ACKNOWLEDGE, Confirmation.NONE, List.of(),
                clock.instant().truncatedTo(ChronoUnit.SECONDS).toString())));
        return ParseResult.ok(out, paired.problems());
    }
}
