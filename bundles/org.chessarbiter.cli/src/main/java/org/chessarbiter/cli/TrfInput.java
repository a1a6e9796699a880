package org.chessarbiter.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfWriter;

/**
 * A TRF file for the pairing commands: read, mapped for the pairing engines, its problems printed
 * as "file:line:column: what" in the chosen language; saved atomically (the file is either the
 * old one or the complete new one, never a partial file).
 */
final class TrfInput {

    final TrfDocument document;
    final PairingTournament tournament;

    private TrfInput(TrfDocument document, PairingTournament tournament) {
        this.document = document;
        this.tournament = tournament;
    }

    /** @return the file, or empty after printing why it cannot be used (any error forbids pairing) */
    static Optional<TrfInput> load(Path file, Locale locale, PrintStream err) {
        ParseResult<TrfDocument> doc;
        try (InputStream in = Files.newInputStream(file)) {
            doc = TrfReader.read(in);
        } catch (IOException e) {
            err.println(file + ": " + Messages.format(locale, "pair.unreadable", e.getMessage()));
            return Optional.empty();
        }
        ParseResult<PairingTournament> read = doc.flatMap(TrfPairingReader::map);
        new ProblemPrinter(err, locale).in(file).print(read.problems());
        if (!read.isOk() || read.problems().stream().anyMatch(Problem::isError)) {
            return Optional.empty();
        }
        return Optional.of(new TrfInput(doc.value(), read.value()));
    }

    /** The edition asked for, else the one the file's system line names, else the one in force. */
    static Optional<DutchEdition> edition(Optional<String> asked, String systemCode) {
        if (asked.isPresent()) {
            return DutchEdition.fromYear(asked.get());
        }
        return Optional.of(DutchEdition.fromSystemCode(systemCode).orElse(DutchEdition.FIDE_2026));
    }

    /** @return true when the file's system line asks for the Baku acceleration (e.g. FIDE_DUTCH_BAKU) */
    static boolean bakuByFile(String systemCode) {
        return systemCode.toUpperCase(Locale.ROOT).contains("BAKU");
    }

    /** Writes a document atomically; prints the problem and returns false when it cannot. */
    static boolean save(TrfDocument doc, Path target, Locale locale, PrintStream err) {
        ParseResult<Path> saved = AtomicSave.save(target, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            TrfWriter.write(doc, w, TrfWriter.Options.EXACT);
            w.flush();
        });
        new ProblemPrinter(err, locale).print(saved.problems());
        return saved.isOk();
    }
}
