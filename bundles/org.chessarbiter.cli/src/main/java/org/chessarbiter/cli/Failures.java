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
        return failed(context, command.getCommandSpec().qualifiedName(), e);
    }

    /**
     * Prints that {@code command} failed and why, and gives {@link ExitStatus#FAILURE}. An exception
     * is printed with its trace (a defect to report); an error of the Java machine (the stack or the
     * memory exhausted) only by its message, its trace being thousands of lines of nothing useful.
     */
    static int failed(CommandContext context, String command, Throwable e) {
        context.problems().printMessage(context.text("error.internal", command, e));
        if (e instanceof VirtualMachineError) {
            context.problems().printMessage(context.text("error.machine"));
        } else {
            e.printStackTrace(context.err());
        }
        return ExitStatus.FAILURE;
    }
}
