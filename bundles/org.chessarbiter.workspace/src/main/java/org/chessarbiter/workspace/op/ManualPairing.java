package org.chessarbiter.workspace.op;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.pairing.Acceleration;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.check.AuditWords;
import org.chessarbiter.pairing.check.GradedChange;
import org.chessarbiter.pairing.check.ManualChangeGrader;
import org.chessarbiter.pairing.check.RoundState;
import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.TournamentRecords;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;

/**
 * Manual changes of a pairing on the plain tournament, without files (the workbench's editor calls it
 * on its model; {@link ManualChangeOperation} and {@link FideModeOperation} on a state file). A change
 * is made only to the last paired round, not published (a published round is never rewritten: 000 Part
 * 2 Art. 14.4, FIDE C.04.2), none of its games with a result. The pairing checker grades it
 * ({@link ManualChangeGrader}); it is applied only when the arbiter's confirmation covers the grade in
 * the tournament's mode ({@link ChangeGrade#required}), and then recorded in the audit trail with the
 * grade, the messages, the confirmation and the time. Nothing here throws: problems are values.
 */
public final class ManualPairing {

    private ManualPairing() {
    }

    /** The grade of {@code change} on {@code t}, or why the change cannot be made to the round at all. */
    public static ParseResult<ManualAssessment> assess(Tournament t, ManualChange change) {
        int n = change.round();
        Optional<Round> held = t.rounds().stream().filter(r -> r.number() == n && r.isPaired()).findFirst();
        if (held.isEmpty()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(n), "round.notPaired", n));
        }
        Round before = held.get();
        if (before.published()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(n), "manual.published", n));
        }
        int last = StateOperation.pairedRounds(t);
        if (last != n) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(n), "publish.notLast", n, last));
        }
        if (before.pairings().stream().anyMatch(p -> p.games().stream().anyMatch(g -> g != GameResult.NOT_YET_PLAYED))) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(n), "manual.results", n));
        }
        ParseResult<Round> after = change.apply(before);
        if (!after.isOk()) {
            return ParseResult.fail(after.problems());
        }
        List<Problem> problems = new ArrayList<>();
        Tournament earlier = t.withRounds(t.rounds().stream().filter(r -> r.number() < n).toList());
        PairingTournament pt = TournamentRecords.of(earlier, Optional.empty(), Acceleration.NONE, "", problems);
        if (problems.stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(problems);
        }
        if (n > pt.nextRound()) { // a round before it pairs nobody: the round cannot be told from a next round
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(n), "publish.notLast", n, last));
        }
        PairingRequest request = pt.requestFor(n);
        GradedChange graded = ManualChangeGrader.grade(request, state(before), state(after.value()));
        return ParseResult.ok(new ManualAssessment(change, before, after.value(), graded, t.audit().fideMode()), problems);
    }

    /**
     * {@code t} with {@code change} applied and recorded in the audit trail at {@code at}, when
     * {@code confirmation} covers its grade; else nothing changes and the problems say why (an error:
     * rejected, or the confirmation it needs) beside the checker's messages.
     */
    public static ParseResult<Tournament> apply(Tournament t, ManualChange change, Confirmation confirmation, Instant at) {
        ParseResult<ManualAssessment> assessed = assess(t, change);
        if (!assessed.isOk()) {
            return ParseResult.fail(assessed.problems());
        }
        ManualAssessment a = assessed.value();
        List<Problem> problems = new ArrayList<>(assessed.problems());
        problems.addAll(a.graded().problems());
        if (!a.appliesWith(confirmation)) {
            Optional<Confirmation> needed = a.required();
            problems.add(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(change.round()),
                    needed.isEmpty() ? "manual.rejected" : needed.get() == Confirmation.TWICE ? "manual.confirmTwice" : "manual.confirmOnce",
                    change.round(), a.grade().name()));
            return ParseResult.fail(problems);
        }
        AuditEntry entry = new AuditEntry(change.round(), change.action(), change.players(a.before()),
                tokens(a.before(), a.after()), tokens(a.after(), a.before()), a.grade(), confirmation,
                a.graded().problems().stream().map(p -> p.message().format(Locale.ENGLISH)).toList(), timestamp(at));
        problems.add(OperationProblems.note(OperationProblems.round(change.round()), "manual.applied", change.round(),
                AuditWords.action(change.action()), AuditWords.grade(a.grade()), AuditWords.confirmation(confirmation)));
        return ParseResult.ok(t.withRound(a.after()).withAudit(t.audit().with(entry)), problems);
    }

    /**
     * {@code t} in FIDE mode ({@code on}) or out of it, the switch recorded in the audit trail at
     * {@code at}; {@code t} itself when it already is (nothing recorded).
     */
    public static Tournament fideMode(Tournament t, boolean on, Instant at) {
        if (t.audit().fideMode() == on) {
            return t;
        }
        return t.withAudit(t.audit().with(new AuditEntry(0, on ? AuditAction.FIDE_MODE_ON : AuditAction.FIDE_MODE_OFF, List.of(),
                List.of(), List.of(), ChangeGrade.ACKNOWLEDGE, Confirmation.NONE, List.of(), timestamp(at))));
    }

    /** A round as the pairing checker sees it. */
    static RoundState state(Round r) {
        List<Board> boards = r.pairings().stream().map(p -> new Board(p.board(), p.first(), p.second())).toList();
        List<Bye> byes = r.byes().stream().map(b -> new Bye(b.player(), switch (b.kind()) {
            case PAIRING_ALLOCATED -> org.chessarbiter.pairing.ByeKind.PAIRING_ALLOCATED;
            case HALF_POINT -> org.chessarbiter.pairing.ByeKind.HALF_POINT;
            case FULL_POINT -> org.chessarbiter.pairing.ByeKind.FULL_POINT;
            case ZERO_POINT, ABSENT -> org.chessarbiter.pairing.ByeKind.ZERO_POINT;
        })).toList();
        return new RoundState(r.number(), boards, byes);
    }

    /** The games and byes of {@code r} that {@code other} has not, as audit tokens. */
    static List<String> tokens(Round r, Round other) {
        List<String> mine = tokens(r);
        List<String> theirs = tokens(other);
        return mine.stream().filter(x -> !theirs.contains(x)).toList();
    }

    /** Every game and bye of {@code r} as an audit token. */
    static List<String> tokens(Round r) {
        List<String> out = new ArrayList<>();
        r.pairings().forEach(p -> out.add(AuditEntry.game(p.first(), p.second())));
        r.byes().forEach(b -> out.add(AuditEntry.bye(b.player(), b.kind())));
        return out;
    }

    private static String timestamp(Instant at) {
        return at.truncatedTo(ChronoUnit.SECONDS).toString();
    }
}
