package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.TournamentRecords;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.CompetitionSystem;
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
import org.eclipse.core.runtime.SubMonitor;

/**
 * Pairs one round of a tournament state with the workspace's one {@link PairingOperation}, from the
 * state without that round: the byes requested for it, withdrawals and late entries stay. Shared by
 * pairing the next round ({@link PairNextRoundOperation}) and pairing an unpublished round again
 * ({@link RepairRoundOperation}); the round is written into the state not published.
 */
final class RoundPairer {

    private RoundPairer() {
    }

    /**
     * The state with round {@code held} paired (not published), or why it cannot be.
     *
     * @param held the round as the state holds it: paired (to pair again), only requested byes, or new and empty
     */
    static ParseResult<Tournament> pair(Path state, Tournament t, Round held, PairingOverrides overrides, IProgressMonitor monitor) {
        int round = held.number();
        // progress: the state read for the engine, the engine's pass, the round built from its result
        SubMonitor progress = SubMonitor.convert(monitor, 10);
        ParseResult<PairedRound> paired = engine(state, t, held, overrides, progress.split(9));
        if (progress.isCanceled()) {
            return ParseResult.fail(StateOperation.cancelled(state));
        }
        List<Problem> problems = new ArrayList<>(paired.problems());
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
        Tournament out = t.withRound(new Round(round, held.date(), false, boards, byes));
        Tournament seeded = LosslessTrf.toTournament(paired.value().document()).toOptional().orElse(out);
        progress.done();
        return ParseResult.ok(LotSeedParameter.carried(out, seeded), problems);
    }

    /**
     * The engine's pairing of round {@code held} from the state as it was before that round: the rounds before it, the
     * byes requested for it, the later rounds that hold only requested byes, the withdrawals and late entries. The
     * same pass pairs the next round, pairs an unpublished round again, and explains a round already paired
     * ({@link RoundExplanation}).
     */
    static ParseResult<PairedRound> engine(Path state, Tournament t, Round held, PairingOverrides overrides, IProgressMonitor monitor) {
        int round = held.number();
        SubMonitor progress = SubMonitor.convert(monitor, 9);
        List<Bye> requested = held.byes().stream().filter(b -> b.kind() != ByeKind.PAIRING_ALLOCATED).toList();
        List<Round> before = new ArrayList<>(t.rounds().stream()
                .filter(x -> x.number() < round || x.number() > round && x.pairings().isEmpty()).toList());
        if (!requested.isEmpty()) {
            before.add(new Round(round, held.date(), false, List.of(), requested));
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
        progress.worked(2);
        if (progress.isCanceled()) {
            return ParseResult.fail(StateOperation.cancelled(state));
        }
        ParseResult<PairedRound> paired = PairingOperation.pair(new PairingInput(state, doc, pt), round, overrides);
        progress.worked(7);
        problems.addAll(paired.problems());
        return paired.isOk() ? new ParseResult<>(paired.value(), problems) : ParseResult.fail(problems);
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
