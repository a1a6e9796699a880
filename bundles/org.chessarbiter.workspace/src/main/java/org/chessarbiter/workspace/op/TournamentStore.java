package org.chessarbiter.workspace.op;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.PublishedRounds;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.io.InputFile;
import org.chessarbiter.tournament.model.mapping.TournamentFile;
import org.chessarbiter.tournament.trf.LosslessTrf;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.workspace.pairing.PairingOperation;

/**
 * Reads a tournament's state file ({@code *.tournament} or {@code *.trf}) and writes it back in its
 * own format, atomically ({@code AtomicSave}: permissions kept, written through a symbolic link), never
 * losing what the file holds ({@link LosslessTrf}: the TRF records the model has no field for travel
 * with the tournament) and never rewriting a round the file on disk has published
 * ({@link PublishedRounds}). TRF has no publication flag: a round a TRF file pairs is published (it is
 * what was announced); a round holding only byes requested in advance is not.
 */
public final class TournamentStore {

    private TournamentStore() {
    }

    /** Reads the state file; a file of another kind, unreadable or with errors is a problem, never an exception. */
    public static ParseResult<Tournament> load(Path file) {
        Optional<StateFormat> format = StateFormat.of(file);
        if (format.isEmpty() || !format.get().readable()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.INVALID_SYNTAX, OperationProblems.file(file),
                    "state.kind", file.getFileName()));
        }
        if (format.get() == StateFormat.TOURNAMENT) {
            return TournamentFile.load(file);
        }
        ParseResult<byte[]> bytes = InputFile.read(file);
        if (!bytes.isOk()) {
            return ParseResult.fail(bytes.problems());
        }
        ParseResult<TrfDocument> doc = TrfReader.read(bytes.value(), java.nio.charset.StandardCharsets.UTF_8);
        ParseResult<Tournament> t = doc.flatMap(LosslessTrf::toTournament);
        if (!t.isOk() || t.problems().stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(t.problems());
        }
        List<Problem> problems = new ArrayList<>(t.problems());
        problems.addAll(TrfPairingReader.declaredPoints(doc.value()).stream()
                .map(p -> Problem.warning(p.kind(), p.location(), p.message())).toList());
        return new ParseResult<>(unpairedRoundsUnpublished(t.value()), problems);
    }

    /**
     * Writes {@code t} to {@code file} in the file's format, atomically, unless it would change or
     * remove a round that the file on disk has published (then nothing is written and the problems
     * name the rounds).
     */
    public static ParseResult<Path> save(Path file, Tournament t) {
        Optional<StateFormat> format = StateFormat.of(file);
        if (format.isEmpty() || !format.get().readable()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.IO, OperationProblems.file(file), "state.kind",
                    file.getFileName()));
        }
        if (format.get() == StateFormat.TOURNAMENT) {
            return TournamentFile.save(file, t);
        }
        if (Files.exists(file)) {
            ParseResult<Tournament> before = load(file);
            if (!before.isOk()) {
                return ParseResult.fail(before.problems());
            }
            List<Problem> violations = PublishedRounds.violations(before.value(), t);
            if (!violations.isEmpty()) {
                return ParseResult.fail(violations);
            }
        }
        return PairingOperation.save(LosslessTrf.toDocument(t), file);
    }

    /** The rounds of a TRF file that pair nobody (byes requested in advance only) are not published. */
    private static Tournament unpairedRoundsUnpublished(Tournament t) {
        Tournament out = t;
        for (Round r : t.rounds()) {
            if (r.pairings().isEmpty() && r.published()) {
                out = out.withRound(new Round(r.number(), r.date(), false, r.pairings(), r.byes()));
            }
        }
        return out;
    }
}
