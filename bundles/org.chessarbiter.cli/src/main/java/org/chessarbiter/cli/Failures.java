package org.chessarbiter.cli;

import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * A command that failed inside (an exception, never a problem of the input: those are values and
 * printed as such): says so on standard error, with the exception, and exits with
 * {@link ExitStatus#FAILURE}.
 */
final class Failures implements IExecutionExceptionHandler {

    private final CommandContext context;

    Failures(CommandContext context) {
        this.context = context;
    }

    @Override
    public int handleExecutionException(Exception e, picocli.CommandLine command, ParseResult parsed) {
        context.problems().printMessage(context.text("error.internal", command.getCommandSpec().qualifiedName(), e));
        e.printStackTrace(context.err());
        return ExitStatus.FAILURE;
    }
}
