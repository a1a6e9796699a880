package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Pairs the next round into the state, not published: the round after the last paired one, as the
 * build proposes it (the workspace's one {@link PairingOperation} through {@link RoundPairer}: the
 * system asked for, else the regulations', else the file's; never past a round without all its
 * results). Refused when every planned round is paired, or when the last paired round is not
 * published yet (publish it, or pair it again, first).
 */
public final class PairNextRoundOperation extends StateOperation {

    private final PairingOverrides overrides;

    public PairNextRoundOperation(Path state, PairingOverrides overrides) {
        super(state);
        this.overrides = overrides;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        int last = pairedRounds(t);
        int round = last + 1;
        if (round > t.numberOfRounds()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(last), "pairNext.allPaired",
                    t.numberOfRounds()));
        }
        Optional<Round> previous = t.rounds().stream().filter(r -> r.number() == last).findFirst();
        if (previous.isPresent() && !previous.get().published()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(last), "publish.earlierFirst",
                    last, round));
        }
        Round held = t.rounds().stream().filter(r -> r.number() == round).findFirst()
                .orElse(new Round(round, "", false, List.of(), List.of()));
        return RoundPairer.pair(state, t, held, overrides, monitor);
    }
}
