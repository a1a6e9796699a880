package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.check.AuditedCheck;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.pairing.PairedRound;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Why a round is paired as it is: the pairing engine's explanation of the round, paired again from the state as it
 * was before it (the same pass that paired it, {@link RoundPairer#engine}: brackets, floaters, colours, the bye, by
 * the articles of the system), then whether the round as recorded is that pairing, and the arbiter's manual changes
 * the audit trail records for it (FIDE C.04A: the program explains, the arbiter decides). Changes nothing.
 */
public final class RoundExplanation {

    private RoundExplanation() {
    }

    /**
     * The explanation of round {@code round} of {@code t} (saved as {@code state}), in lines to show one under the other.
     *
     * @return the lines, or why the round cannot be explained (not paired, no pairing of the system from that state)
     */
    public static ParseResult<List<Message>> of(Path state, Tournament t, int round, PairingOverrides overrides, IProgressMonitor monitor) {
        Optional<Round> held = t.rounds().stream().filter(r -> r.number() == round).findFirst();
        if (held.isEmpty() || !held.get().isPaired()) {
            return ParseResult.fail(OperationProblems.error(org.chessarbiter.rules.ProblemKind.ILLEGAL, OperationProblems.round(round),
                    "explain.notPaired", round));
        }
        ParseResult<PairedRound> engine = RoundPairer.engine(state, t, held.get(), overrides, monitor);
        if (!engine.isOk()) {
            return ParseResult.fail(engine.problems());
        }
        List<Message> lines = new ArrayList<>(engine.value().pairing().explanation().lines());
        // the games as the audit trail writes them (AuditEntry.game), compared as sets: the board numbers may differ
        Set<String> recorded = held.get().pairings().stream().map(p -> AuditEntry.game(p.first(), p.second())).collect(Collectors.toSet());
        Set<String> proposed = engine.value().pairing().boards().stream().map(b -> AuditEntry.game(b.white(), b.black()))
                .collect(Collectors.toSet());
        List<AuditEntry> changes = t.audit().entries().stream().filter(e -> e.round() == round && e.action().changesPairing()).toList();
        lines.add(Message.of(RoundExplanation.class, recorded.equals(proposed) ? "explain.asPaired" : "explain.changed", round));
        changes.forEach(e -> lines.add(AuditedCheck.describe(e)));
        return new ParseResult<>(List.copyOf(lines), engine.problems());
    }
}
