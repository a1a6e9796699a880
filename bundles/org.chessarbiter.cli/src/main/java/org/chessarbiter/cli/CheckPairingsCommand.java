package org.chessarbiter.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.check.CheckReport;
import org.chessarbiter.pairing.check.Difference;
import org.chessarbiter.pairing.check.PairingChecker;
import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.pairing.dutch.DutchSystem;

/**
 * {@code arbiter check-pairings FILE.trf [--edition 2026|2017] [--baku] [--lang vi]}: re-pairs every
 * paired round of the file from the results before it with the FIDE Dutch system and lists each
 * difference from the recorded round. Exit status 0 when every round agrees, 1 otherwise.
 */
final class CheckPairingsCommand extends PrintingCommand {

    CheckPairingsCommand(PrintStream out, PrintStream err) {
        super("check-pairings", out, err);
    }

    @Override
    int run(String[] arguments) {
        Optional<CommandOptions> parsed = CommandOptions.parse(arguments, Set.of("--edition", "--lang"), Set.of("--baku"));
        if (parsed.isEmpty() || parsed.get().positional().size() != 1) {
            return usage();
        }
        CommandOptions o = parsed.get();
        Locale locale = o.locale();
        Optional<TrfInput> input = TrfInput.load(Path.of(o.positional().get(0)), locale, err);
        if (input.isEmpty()) {
            return 1;
        }
        String system = input.get().tournament.systemCode();
        Optional<DutchEdition> edition = TrfInput.edition(o.value("--edition"), system);
        if (edition.isEmpty()) {
            return usage();
        }
        TournamentRecord t = input.get().tournament.record();
        if (o.has("--baku") || TrfInput.bakuByFile(system)) {
            t = new TournamentRecord(t.totalRounds(), t.players(), t.options().withAcceleration(true), t.acceleration());
        }
        CheckReport report = new PairingChecker(new DutchSystem(edition.get())).check(t);
        for (Difference d : report.differences()) {
            out.println(d.text(locale));
        }
        out.println(Messages.format(locale, "check.summary", report.agreeing(), report.rounds(), edition.get().trfCode()));
        return report.allAgree() ? 0 : 1;
    }
}
