package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.chessarbiter.workspace.op.RepairRoundOperation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter repair FILE --round N [--system S] ...}: pairs an unpublished round of the state file
 * again ({@link RepairRoundOperation}); a published round is refused.
 */
@Command(name = "repair", sortOptions = false)
final class RepairCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<file>", descriptionKey = "operation.state")
    Path file;

    @Option(names = "--round", paramLabel = "<N>", required = true, descriptionKey = "repair.round")
    int round;

    @Mixin
    PairingOverridesOptions policy;

    private final CommandContext context;

    RepairCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        return OperationRun.run(context, file, new RepairRoundOperation(file, round, policy.overrides()));
    }
}
