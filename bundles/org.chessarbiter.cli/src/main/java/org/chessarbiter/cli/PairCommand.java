package org.chessarbiter.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.pairing.trf.RoundToPair;
import org.chessarbiter.pairing.trf.TrfPairingWriter;

/**
 * {@code arbiter pair FILE.trf [--round N] [--edition 2026|2017] [--baku] [--explain] [--out FILE]
 * [--lang vi]}: pairs the next round (or the last paired round again while it has no results) with
 * the FIDE Dutch system, prints the boards and, with {@code --explain}, why; with {@code --out}
 * writes the file with the new round, atomically. Nothing is written when the file has errors or
 * no pairing exists (the cause names the criterion); the exit status is then 1.
 */
final class PairCommand extends PrintingCommand {

    PairCommand(PrintStream out, PrintStream err) {
        super("pair", out, err);
    }

    @Override
    int run(String[] arguments) {
        Optional<CommandOptions> parsed = CommandOptions.parse(arguments, Set.of("--round", "--edition", "--out", "--lang"),
                Set.of("--baku", "--explain"));
        if (parsed.isEmpty() || parsed.get().positional().size() != 1) {
            return usage();
        }
        CommandOptions o = parsed.get();
        Locale locale = o.locale();
        int round;
        try {
            round = Integer.parseInt(o.value("--round").orElse("0"));
        } catch (NumberFormatException e) {
            return usage();
        }
        Optional<TrfInput> input = TrfInput.load(Path.of(o.positional().get(0)), locale, err);
        if (input.isEmpty()) {
            return 1;
        }
        Optional<DutchEdition> edition = TrfInput.edition(o.value("--edition"), input.get().tournament.systemCode());
        if (edition.isEmpty()) {
            return usage();
        }
        boolean baku = o.has("--baku") || TrfInput.bakuByFile(input.get().tournament.systemCode());
        PairingOutcome outcome = RoundToPair.pair(input.get().tournament, round, new DutchSystem(edition.get()), baku);
        if (outcome instanceof PairingOutcome.Failed f) {
            err.println(Messages.format(locale, "pair.failed"));
            new ProblemPrinter(err, locale).indented().print(f.errors());
            return 1;
        }
        RoundPairing pairing = outcome.orThrow();
        print(pairing, input.get().tournament.record(), locale);
        if (o.has("--explain")) {
            out.println();
            out.println(pairing.explanation().text(locale));
        }
        if (o.value("--out").isPresent()) {
            Path target = Path.of(o.value("--out").get());
            if (!TrfInput.save(TrfPairingWriter.withRound(input.get().document, pairing, input.get().tournament.record().options()),
                    target, locale, err)) {
                return 1;
            }
            out.println(Messages.format(locale, "pair.written", pairing.round(), target));
        }
        return 0;
    }

    private void print(RoundPairing p, TournamentRecord t, Locale locale) {
        Map<Integer, String> names = t.players().stream()
                .collect(Collectors.toMap(TournamentRecord.Entrant::id, TournamentRecord.Entrant::name));
        Function<Integer, String> who = id -> names.getOrDefault(id, "").isBlank() ? Integer.toString(id)
                : id + " " + names.get(id);
        out.println(Messages.format(locale, "pair.header", p.round(), p.boards().size()));
        for (Board b : p.boards()) {
            out.println(String.format(locale, "%4d  %-34s - %s", b.number(), who.apply(b.white()), who.apply(b.black())));
        }
        for (Bye b : p.byes()) {
            out.println("      " + who.apply(b.player()) + ": " + Messages.format(locale, "pair.bye." + b.kind().name()));
        }
    }
}
