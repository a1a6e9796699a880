package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.chessarbiter.pairing.check.AuditedCheck;
import org.chessarbiter.pairing.check.CheckReport;
import org.chessarbiter.pairing.check.Difference;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.workspace.pairing.CheckedPairings;
import org.chessarbiter.workspace.pairing.PairingOperation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter check-pairings FILE.trf [--edition 2026|2017] [--baku] [--lang vi]}: re-pairs every
 * paired round of the file from the results before it through the workspace's
 * {@link PairingOperation} and lists each difference from the recorded round. The arbiter's manual
 * changes recorded in the file's audit trail ({@code ### AUDIT} comments) are listed as such, each with
 * its action and grade, and are no difference. Exit status 0 when every round agrees (its manual changes
 * undone), 1 otherwise.
 */
@Command(name = "check-pairings", sortOptions = false)
final class CheckPairingsCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<file>", descriptionKey = "pairing.file")
    Path file;

    @Mixin
    PairingOverridesOptions policy;

    @Mixin
    EncodingOption encoding;

    @Mixin
    ProblemLimitOption limit;

    private final CommandContext context;

    CheckPairingsCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        limit.applyTo(context);
        ParseResult<CheckedPairings> checked = PairingOperation.read(file, encoding.charset())
                .map(input -> PairingOperation.check(input, policy.overrides()));
        if (!context.problems().passesIn(file, checked)) {
            return ExitStatus.PROBLEMS;
        }
        CheckReport report = checked.value().report();
        for (AuditEntry e : checked.value().manualChanges()) {
            context.out().println(AuditedCheck.describe(e).format(context.locale()));
        }
        for (Difference d : report.differences()) {
            context.out().println(d.text(context.locale()));
        }
        context.out().println(context.text("check.summary", report.agreeing(), report.rounds(),
                checked.value().policy().system().displayName().format(context.locale())));
        return report.allAgree() ? ExitStatus.OK : ExitStatus.PROBLEMS;
    }
}
