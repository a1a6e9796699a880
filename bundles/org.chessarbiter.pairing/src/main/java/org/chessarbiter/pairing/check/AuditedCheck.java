package org.chessarbiter.pairing.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.Message;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.AuditTrail;
import org.chessarbiter.tournament.core.Bye;

/**
 * Re-pairs every round as {@link PairingChecker} does, telling the arbiter's manual changes from
 * unexplained differences: in a round with entries in the audit trail, the entries are undone (newest
 * first) on the recorded round, and what is left, the program's pairing, is compared with the engine's.
 * The entries that fit are the round's manual changes (reported as such, not as differences); an entry
 * whose boards are not in the round is a difference of its own ({@link Difference.Kind#AUDIT_MISMATCH})
 * and the round is then compared as recorded. A change not in the audit trail stays a difference.
 */
public final class AuditedCheck {

    private AuditedCheck() {
    }

    /**
     * The rounds checked and the manual changes found.
     *
     * @param report    the differences left once the manual changes are undone
     * @param explained the audit trail's entries that explain recorded boards, in round order
     */
    public record Result(CheckReport report, List<AuditEntry> explained) {

        public Result {
            explained = List.copyOf(explained);
        }
    }

    /** Checks every round of {@code t} with {@code checker}, the entries of {@code trail} undone. */
    public static Result check(PairingChecker checker, TournamentRecord t, AuditTrail trail) {
        List<Difference> all = new ArrayList<>();
        List<AuditEntry> explained = new ArrayList<>();
        int agreeing = 0;
        int rounds = t.roundsPlayed();
        for (int round = 1; round <= rounds; round++) {
            List<AuditEntry> entries = trail.ofRound(round);
            List<Difference> d;
            if (entries.isEmpty()) {
                d = checker.checkRound(t, round);
            } else {
                Set<String> program = recorded(t, round);
                AuditEntry misfit = undo(program, entries);
                if (misfit != null) {
                    d = new ArrayList<>(checker.checkRound(t, round));
                    d.add(0, new Difference(round, Difference.Kind.AUDIT_MISMATCH,
                            Message.of(PairingSystem.class, "check.auditMismatch", AuditWords.action(misfit.action()), misfit.after())));
                } else {
                    d = checker.checkRound(withRound(t, round, program), round);
                    explained.addAll(entries);
                }
            }
            if (d.isEmpty()) {
                agreeing++;
            }
            all.addAll(d);
        }
        return new Result(new CheckReport(rounds, agreeing, all), explained);
    }

    /** What the check reports of a manual change: the round, the action, the players, the boards before and after, grade, confirmation and time. */
    public static Message describe(AuditEntry e) {
        return Message.of(PairingSystem.class, "check.manualChange", e.round(), AuditWords.action(e.action()), String.join(", ",
                e.players().stream().map(String::valueOf).toList()), String.join(" ", e.before()), String.join(" ", e.after()),
                AuditWords.grade(e.grade()), AuditWords.confirmation(e.confirmation()), e.timestamp());
    }

    /** Undoes {@code entries} on {@code tokens}, newest first; the first entry that does not fit, else null. */
    private static AuditEntry undo(Set<String> tokens, List<AuditEntry> entries) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            AuditEntry e = entries.get(i);
            if (!tokens.containsAll(e.after())) {
                return e;
            }
            e.after().forEach(tokens::remove);
            tokens.addAll(e.before());
        }
        return null;
    }

    /** The games and byes of round {@code round} as audit tokens. */
    private static Set<String> recorded(TournamentRecord t, int round) {
        Set<String> out = new LinkedHashSet<>();
        for (Board b : t.recordedBoards(round)) {
            out.add(AuditEntry.game(b.white(), b.black()));
        }
        for (TournamentRecord.Entrant e : t.players()) {
            if (round - 1 < e.rounds().size()) {
                org.chessarbiter.tournament.core.ByeKind kind = switch (e.rounds().get(round - 1).kind()) {
                    case PAIRING_BYE -> org.chessarbiter.tournament.core.ByeKind.PAIRING_ALLOCATED;
                    case HALF_POINT_BYE -> org.chessarbiter.tournament.core.ByeKind.HALF_POINT;
                    case FULL_POINT_BYE -> org.chessarbiter.tournament.core.ByeKind.FULL_POINT;
                    default -> null;
                };
                if (kind != null) {
                    out.add(AuditEntry.bye(e.id(), kind));
                }
            }
        }
        return out;
    }

    /** {@code t} with round {@code round} as {@code tokens} say (the entries of that round only: the checker compares that round). */
    private static TournamentRecord withRound(TournamentRecord t, int round, Set<String> tokens) {
        List<TournamentRecord.Entrant> players = new ArrayList<>();
        for (TournamentRecord.Entrant e : t.players()) {
            PastRound entry = PastRound.bye(RoundKind.ZERO_POINT_BYE, 0);
            for (String token : tokens) {
                int[] game = AuditEntry.gameOf(token);
                Bye bye = AuditEntry.byeOf(token);
                if (game != null && (game[0] == e.id() || game[1] == e.id())) {
                    boolean white = game[0] == e.id();
                    entry = PastRound.played(white ? game[1] : game[0], white ? Colour.WHITE : Colour.BLACK, 0);
                } else if (bye != null && bye.player() == e.id()) {
                    entry = PastRound.bye(switch (bye.kind()) {
                        case PAIRING_ALLOCATED -> RoundKind.PAIRING_BYE;
                        case HALF_POINT -> RoundKind.HALF_POINT_BYE;
                        case FULL_POINT -> RoundKind.FULL_POINT_BYE;
                        case ZERO_POINT, ABSENT -> RoundKind.ZERO_POINT_BYE;
                    }, 0);
                }
            }
            List<PastRound> rounds = new ArrayList<>(e.rounds());
            if (round - 1 < rounds.size()) {
                rounds.set(round - 1, entry);
            } else if (round - 1 == rounds.size() && entry.kind() != RoundKind.ZERO_POINT_BYE) {
                rounds.add(entry);
            }
            players.add(new TournamentRecord.Entrant(e.id(), e.name(), e.rating(), rounds));
        }
        return new TournamentRecord(t.totalRounds(), players, t.options(), t.acceleration());
    }
}
