package org.chessarbiter.workspace.pairing;

import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.PairingConstraint;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.check.AuditedCheck;
import org.chessarbiter.pairing.check.PairingChecker;
import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.RoundToPair;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.AuditTrail;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.io.InputFile;
import org.chessarbiter.tournament.trf.AuditComments;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.chessarbiter.tournament.trf.TrfWriter;
import org.chessarbiter.workspace.regulations.RegulationsSettings;

/**
 * The headless pairing operation the command line, the tournament builder and the workbench share
 * (DESIGN "One code path"), beside the standings service: reads a TRF file, decides how to pair it
 * ({@link PairingPolicy}: what the arbiter asks for, else the regulations' system, else the file's
 * system line; every competition system of the pairing bundle through {@link SystemChoice}), pairs
 * a round with its explanation (never past a round without all its results) or re-pairs every
 * recorded round, and writes the file with the new round atomically. The regulations' pairing constraints (the
 * same-unit rule of the last round, forbidden pairings: {@link RegulationsSettings#constraint}) are applied by the
 * system as one more absolute criterion. Problems are values ({@link Problem}), never exceptions; nothing is written when the
 * file has an error or no pairing exists.
 */
public final class PairingOperation {

    private PairingOperation() {
    }

    /**
     * Reads a file for pairing. Any error forbids pairing: the result then has no value (an
     * inconsistent file is never paired); warnings are kept beside the value.
     */
    public static ParseResult<PairingInput> read(Path file) {
        return read(file, StandardCharsets.UTF_8);
    }

    /**
     * Reads a file in {@code encoding} (UTF-8, or the legacy encoding the user names, e.g.
     * windows-1258) for pairing; a file that cannot be read gives the operating system's reason, a
     * file larger than {@link InputFile#MAX_BYTES} is refused.
     */
    public static ParseResult<PairingInput> read(Path file, Charset encoding) {
        ParseResult<byte[]> bytes = InputFile.read(file); // a missing file too: with the system's reason
        if (!bytes.isOk()) {
            return ParseResult.fail(bytes.problems());
        }
        ParseResult<TrfDocument> doc = TrfReader.read(bytes.value(), encoding);
        ParseResult<PairingTournament> read = doc.flatMap(TrfPairingReader::map);
        if (!read.isOk() || read.problems().stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(read.problems());
        }
        return ParseResult.ok(new PairingInput(file, doc.value(), read.value()), read.problems());
    }

    /**
     * Pairs round {@code round} of a file read: the next round when 0, or the last paired round
     * again while it has no results; never past a round with a board still without its result
     * (each such round is an error naming its boards). The system is the one asked for, else the
     * one the regulations name, else the file's ({@link PairingPolicy}); drawn by lot, with the seed
     * asked for, else the one the file records, else a new one (recorded when the round is written).
     *
     * @return the round, or why there is none (a round with results, a round out of order, a round
     *         before it not finished, no pairing satisfying the absolute criteria: the problem names
     *         the criterion); warnings about the regulations are kept beside the round
     */
    public static ParseResult<PairedRound> pair(PairingInput input, int round, PairingOverrides overrides) {
        ParseResult<PairingPolicy> decided = policy(input, overrides);
        if (!decided.isOk()) {
            return ParseResult.fail(decided.problems());
        }
        PairingPolicy policy = decided.value();
        if (policy.choice().drawsByLot() && policy.seed().isEmpty()) {
            policy = policy.withSeed(LotSeed.recorded(input.document()).orElseGet(LotSeed::draw));
        }
        List<Problem> problems = new ArrayList<>(decided.problems());
        if (policy.baku() && policy.choice() != SystemChoice.DUTCH) {
            problems.add(Problems.error(ProblemKind.ILLEGAL, Location.part("baku"), PairingOperation.class,
                    "pairing.bakuDutchOnly", policy.choice().optionName()));
            return ParseResult.fail(problems);
        }
        int r = round == 0 ? input.tournament().nextRound() : round;
        problems.addAll(UnfinishedRounds.before(input.document(), Math.min(r, input.tournament().nextRound())));
        if (problems.stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(problems);
        }
        Optional<Tournament> tournament = tournament(input);
        ParseResult<PairingConstraint> constraint = tournament.isEmpty() ? ParseResult.ok(PairingConstraint.NONE)
                : RegulationsSettings.constraint(input.file(), overrides.regulations(), tournament.get());
        problems.addAll(constraint.problems());
        PairingSystem system = policy.system(teams(tournament)).constrained(constraint.value());
        PairingOutcome outcome = RoundToPair.pair(input.tournament(), round, system, policy.baku());
        if (outcome instanceof PairingOutcome.Failed f) {
            problems.addAll(f.errors());
            return ParseResult.fail(problems);
        }
        return new ParseResult<>(new PairedRound(input, policy, outcome.orThrow()), problems);
    }

    /**
     * How the file is paired: what the arbiter asks for, else the regulations' {@code system} setting
     * (the regulations given, else the ones beside the file), else the file's system line.
     */
    static ParseResult<PairingPolicy> policy(PairingInput input, PairingOverrides overrides) {
        ParseResult<Optional<String>> regulations = overrides.system().isPresent() ? ParseResult.ok(Optional.empty())
                : RegulationsSettings.system(input.file(), overrides.regulations());
        if (!regulations.isOk()) {
            return ParseResult.fail(regulations.problems());
        }
        String code = regulations.value().orElse(input.tournament().systemCode());
        if (regulations.value().isPresent() && !SystemChoice.pairs(code)) {
            // the regulations name a system the operation cannot pair (the team Dutch system, the team knockout):
            // pairing it as another system would be a wrong round, so the arbiter is told and chooses with --system
            List<Problem> problems = new ArrayList<>(regulations.problems());
            problems.add(Problems.error(ProblemKind.ILLEGAL, Location.part("system"), PairingOperation.class,
                    "pairing.regulationsSystemNotPaired", code));
            return ParseResult.fail(problems);
        }
        // the games of a match asked for, else the regulations' games_per_match (Luật cờ Tướng 2004 Điều 21.2)
        int games = overrides.gamesPerMatch().orElseGet(() -> RegulationsSettings.gamesPerMatch(input.file(), overrides.regulations())
                .toOptional().flatMap(g -> g).orElse(1));
        if (games != 1 && games != 2) {
            List<Problem> problems = new ArrayList<>(regulations.problems());
            problems.add(Problems.error(ProblemKind.UNSUPPORTED, Location.part("gamesPerMatch"), PairingOperation.class,
                    "pairing.gamesPerMatch", games));
            return ParseResult.fail(problems);
        }
        return new ParseResult<>(PairingPolicy.decide(code, overrides).withGamesPerMatch(games), regulations.problems());
    }

    /** Reads the file and pairs round {@code round} of it; the problems of both steps are kept. */
    public static ParseResult<PairedRound> pair(Path file, int round, PairingOverrides overrides) {
        return read(file).flatMap(input -> pair(input, round, overrides));
    }

    /**
     * Re-pairs every paired round of a file read from the results before it and compares; the manual
     * changes its audit trail records ({@code ### AUDIT} comments) are undone first and reported as such.
     */
    public static CheckedPairings check(PairingInput input, PairingOverrides overrides) {
        ParseResult<PairingPolicy> decided = policy(input, overrides);
        PairingPolicy policy = decided.isOk() ? decided.value() : PairingPolicy.decide(input.tournament().systemCode(), overrides);
        if (policy.choice().drawsByLot() && policy.seed().isEmpty()) {
            policy = policy.withSeed(LotSeed.recorded(input.document()).orElse(0));
        }
        AuditTrail trail = new AuditTrail(input.document().records(TrfRecord.Comment.class).stream()
                .flatMap(c -> AuditComments.parse(c.text()).stream()).toList());
        Optional<Tournament> tournament = tournament(input);
        PairingConstraint constraint = tournament.map(t -> RegulationsSettings.constraint(input.file(), overrides.regulations(), t)
                .value()).orElse(PairingConstraint.NONE);
        AuditedCheck.Result checked = AuditedCheck.check(new PairingChecker(policy.system(teams(tournament)).constrained(constraint)),
                policy.applyTo(input.tournament().record()), trail);
        return new CheckedPairings(input, policy, checked.report(), checked.explained());
    }

    /** The file as a tournament (its players, their teams and clubs), when it reads as one. */
    private static Optional<Tournament> tournament(PairingInput input) {
        ParseResult<Tournament> t = TrfTournamentMapper.toTournament(input.document());
        return t.isOk() ? Optional.of(t.value()) : Optional.empty();
    }

    /** The file's teams (TRF 310, else 013 lines) by team number, each its players in board order. */
    private static List<List<Integer>> teams(Optional<Tournament> t) {
        return t.map(v -> v.teams().stream().sorted(Comparator.comparingInt(Team::number)).map(Team::members).toList())
                .orElse(List.of());
    }

    /** Reads the file and checks every paired round of it. */
    public static ParseResult<CheckedPairings> check(Path file, PairingOverrides overrides) {
        return read(file).map(input -> check(input, overrides));
    }

    /**
     * Writes the file with the round paired, atomically: {@code target} is either as it was or the
     * complete new file, never a partial one.
     *
     * @return the target, or the problem (kind {@link ProblemKind#IO}) located at it
     */
    public static ParseResult<Path> write(PairedRound paired, Path target) {
        return save(paired.document(), target);
    }

    /**
     * Writes a TRF document atomically, in UTF-8, line for line as read ({@link TrfWriter.Options#EXACT});
     * a document the format cannot hold (a start number above {@link TrfDocument#MAX_START_NUMBER}) is
     * refused before anything is written.
     */
    public static ParseResult<Path> save(TrfDocument document, Path target) {
        int highest = document.players().stream().mapToInt(TrfRecord.Player::startNumber).max().orElse(0);
        if (highest > TrfDocument.MAX_START_NUMBER) {
            return ParseResult.fail(Problems.error(ProblemKind.IO, Location.UNKNOWN.inField(target.toString()),
                    PairingOperation.class, "file.tooManyPlayers", highest, TrfDocument.MAX_START_NUMBER));
        }
        return AtomicSave.save(target, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            TrfWriter.write(document, w, TrfWriter.Options.EXACT);
            w.flush();
        });
    }
}
