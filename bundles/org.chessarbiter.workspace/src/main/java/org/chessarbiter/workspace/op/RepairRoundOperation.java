package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.TournamentRecords;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.LosslessTrf;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.workspace.pairing.PairedRound;
import org.chessarbiter.workspace.pairing.PairingInput;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Pairs round {@code N} again: the last paired round, not published, none of its games with a result.
 * The round is paired by the workspace's one {@link PairingOperation} (the system asked for, else the
 * regulations', else the file's), from the state without it: the byes requested for it, withdrawals and
 * late entries stay. A published round is never paired again: that is an error located at the round.
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
        List<Bye> requested = r.byes().stream().filter(b -> b.kind() != ByeKind.PAIRING_ALLOCATED).toList();
        List<Round> before = new ArrayList<>(t.rounds().stream().filter(x -> x.number() != round).toList());
        if (!requested.isEmpty()) {
            before.add(new Round(round, r.date(), false, List.of(), requested));
        }
        Tournament without = t.withRounds(before);
        TrfDocument doc = LosslessTrf.toDocument(without);
        ParseResult<PairingTournament> read = TrfPairingReader.map(doc);
        if (!read.isOk() || read.problems().stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(read.problems());
        }
        List<Problem> problems = new ArrayList<>();
        PairingTournament fromTrf = read.value();
        // the state's withdrawals and late entries decide who is paired; its system when the file names none
        PairingTournament pt = TournamentRecords.of(without, Optional.of(fromTrf.record().options().initialColour()),
                fromTrf.record().acceleration(), fromTrf.systemCode().isEmpty() ? systemCode(t) : fromTrf.systemCode(), problems);
        if (monitor != null && monitor.isCanceled()) {
            return ParseResult.fail(cancelled(state));
        }
        ParseResult<PairedRound> paired = PairingOperation.pair(new PairingInput(state, doc, pt), round, overrides);
        problems.addAll(paired.problems());
        if (!paired.isOk()) {
            return ParseResult.fail(problems);
        }
        RoundPairing pairing = paired.value().pairing();
        List<Pairing> boards = pairing.boards().stream()
                .map(b -> Pairing.of(b.number(), b.white(), b.black(), GameResult.NOT_YET_PLAYED)).toList();
        // the byes of the players in the round: not those withdrawn before it or entering after it
        List<Bye> byes = pairing.byes().stream()
                .filter(b -> t.withdrawals().stream().noneMatch(w -> w.player() == b.player() && w.lastRound() < round))
                .filter(b -> t.lateEntries().stream().noneMatch(e -> e.player() == b.player() && e.firstRound() > round))
                .map(b -> new Bye(b.player(), ByeKind.valueOf(b.kind().name()))).toList();
        Tournament out = t.withRound(new Round(round, r.date(), false, boards, byes));
        Tournament seeded = LosslessTrf.toTournament(paired.value().document()).toOptional().orElse(out);
        if (!t.audit().ofRound(round).isEmpty()) {
            // the manual changes made to the round no longer apply to it; they stay on the record
            out = out.withAudit(t.audit().with(new AuditEntry(round, AuditAction.REPAIRED, List.of(), List.of(), List.of(),
                    ChangeGrade.ACKNOWLEDGE, Confirmation.NONE, List.of(), clock.instant().truncatedTo(ChronoUnit.SECONDS).toString())));
        }
        return ParseResult.ok(LotSeedParameter.carried(out, seeded), problems);
    }

    /** The system of a tournament state as a system code ({@code SystemChoice.fromCode}), "" when it names none. */
    static String systemCode(Tournament t) {
        CompetitionSystem s = t.info().system();
        if (s == CompetitionSystem.OTHER) {
            return "";
        }
        return (t.info().teamEvent() ? "TEAM_" : "") + s.name();
    }
}
