package org.chessarbiter.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.chessarbiter.workspace.op.PublishRoundOperation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code arbiter publish FILE --round N}: publishes round N, the one the state file holds unpublished
 * or the build's proposal ({@code derived/proposal-round-N.trf}), through {@link PublishRoundOperation}.
 */
@Command(name = "publish", sortOptions = false)
final class PublishCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "<file>", descriptionKey = "operation.state")
    Path file;

    @Option(names = "--round", paramLabel = "<N>", required = true, descriptionKey = "publish.round")
    int round;

    private final CommandContext context;

    PublishCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        return OperationRun.run(context, file, new PublishRoundOperation(file, round));
    }
}
