package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
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
 */
public final class RepairRoundOperation extends StateOperation {

    private final int round;
    private final PairingOverrides overrides;

    public RepairRoundOperation(Path state, int round, PairingOverrides overrides) {
        super(state);
        this.round = round;
        this.overrides = overrides;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        Optional<Round> held = t.rounds().stream().filter(r -> r.number() == round && isPaired(r)).findFirst();
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
        return RoundPairer.pair(state, t, r, overrides, monitor);
    }
}
