package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.workspace.pairing.PairedRound;
import org.chessarbiter.workspace.pairing.PairingInput;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.chessarbiter.workspace.pairing.PairingPolicy;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter pair FILE.trf [--round N] [--system S] [--edition 2026|2017] [--baku] [--seed N]
 * [--regulations FILE.dieule] [--explain] [--out FILE] [--lang vi]}: pairs the next round (or, with
 * {@code --round}, the last paired round again while it has no results) through the workspace's
 * {@link PairingOperation} (which decides the system, edition, acceleration and seed of the lot from
 * the options, the regulations or the file), prints the boards, the system and the seed of a lot
 * and, with {@code --explain}, why; with {@code --out} writes the file with the new round,
 * atomically. Nothing is written when the file has errors, a round before has boards without a
 * result (they are named) or no pairing exists (the cause names the criterion): exit status 1; 3
 * when the file cannot be written.
 */
@Command(name = "pair", sortOptions = false)
final class PairCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<file>", descriptionKey = "pairing.file")
    Path file;

    @Option(names = "--round", paramLabel = "<N>", descriptionKey = "pair.round")
    int round;

    @Mixin
    PairingOverridesOptions policy;

    @Option(names = "--explain", descriptionKey = "pair.explain")
    boolean explain;

    @Option(names = "--out", paramLabel = "<output>", descriptionKey = "pair.out")
    Path target;

    @Mixin
    EncodingOption encoding;

    @Mixin
    ProblemLimitOption limit;

    private final CommandContext context;

    PairCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        limit.applyTo(context);
        ParseResult<PairingInput> input = PairingOperation.read(file, encoding.charset());
        if (!context.problems().passesIn(file, input)) {
            return ExitStatus.PROBLEMS;
        }
        ParseResult<PairedRound> paired = PairingOperation.pair(input.value(), round, policy.overrides());
        if (!paired.isOk()) {
            context.problems().printFailure("pair.failed", paired.problems());
            return ExitStatus.PROBLEMS;
        }
        context.problems().print(paired.problems());
        RoundPairing pairing = paired.value().pairing();
        print(pairing, input.value().tournament().record());
        PairingPolicy used = paired.value().policy();
        context.out().println(context.text("pair.system", used.system().displayName().format(context.locale())));
        used.seed().ifPresent(seed -> context.out().println(context.text("pair.seed", seed)));
        if (explain) {
            context.out().println();
            context.out().println(pairing.explanation().text(context.locale()));
        }
        if (target != null) {
            ParseResult<Path> written = PairingOperation.write(paired.value(), target);
            if (!context.problems().passes(written)) {
                return ExitStatus.FAILURE;
            }
            context.out().println(context.text("pair.written", pairing.round(), target));
        }
        return ExitStatus.OK;
    }

    private void print(RoundPairing p, TournamentRecord t) {
        Map<Integer, String> names = t.players().stream()
                .collect(Collectors.toMap(TournamentRecord.Entrant::id, TournamentRecord.Entrant::name));
        Function<Integer, String> who = id -> names.getOrDefault(id, "").isBlank() ? Integer.toString(id)
                : id + " " + names.get(id);
        context.out().println(context.text("pair.header", p.round(), p.boards().size()));
        for (Board b : p.boards()) {
            context.out().println(String.format(context.locale(), "%4d  %-34s - %s", b.number(), who.apply(b.white()), who.apply(b.black())));
        }
        for (Bye b : p.byes()) {
            context.out().println("      " + who.apply(b.player()) + ": " + context.text("pair.bye." + b.kind().name()));
        }
    }
}
