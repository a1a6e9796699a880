package org.chessarbiter.workspace.pairing;

import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.check.PairingChecker;
import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.RoundToPair;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.io.InputFile;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.chessarbiter.tournament.trf.TrfWriter;

/**
 * The headless pairing operation the command line, the tournament builder and the workbench share
 * (DESIGN "One code path"), beside the standings service: reads a TRF file, decides how to pair it
 * ({@link PairingPolicy}: the file's system line or what the arbiter asks for), pairs a round with
 * its explanation or re-pairs every recorded round, and writes the file with the new round
 * atomically. Problems are values ({@link Problem}), never exceptions; nothing is written when the
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
     * again while it has no results.
     *
     * @return the round, or why there is none (a round with results, a round out of order, no
     *         pairing satisfying the absolute criteria: the problem names the criterion)
     */
    public static ParseResult<PairedRound> pair(PairingInput input, int round, PairingOverrides overrides) {
        PairingPolicy policy = PairingPolicy.decide(input.tournament().systemCode(), overrides);
        PairingOutcome outcome = RoundToPair.pair(input.tournament(), round, policy.system(), policy.baku());
        if (outcome instanceof PairingOutcome.Failed f) {
            return ParseResult.fail(f.errors());
        }
        return ParseResult.ok(new PairedRound(input, policy, outcome.orThrow()));
    }

    /** Reads the file and pairs round {@code round} of it; the problems of both steps are kept. */
    public static ParseResult<PairedRound> pair(Path file, int round, PairingOverrides overrides) {
        return read(file).flatMap(input -> pair(input, round, overrides));
    }

    /** Re-pairs every paired round of a file read from the results before it and compares. */
    public static CheckedPairings check(PairingInput input, PairingOverrides overrides) {
        PairingPolicy policy = PairingPolicy.decide(input.tournament().systemCode(), overrides);
        return new CheckedPairings(input, policy,
                new PairingChecker(policy.system()).check(policy.applyTo(input.tournament().record())));
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
