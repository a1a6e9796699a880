package org.chessarbiter.cli;

import java.nio.file.InvalidPathException;
import java.util.stream.Collectors;

import picocli.CommandLine.Help;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A command line that could not be understood: prints the command's synopsis, what is wrong (in
 * the chosen language: picocli's own messages are English only) and where to find the help; exit
 * status {@link ExitStatus#USAGE}.
 */
final class UsageErrors implements IParameterExceptionHandler {

    private final CommandContext context;

    UsageErrors(CommandContext context) {
        this.context = context;
    }

    @Override
    public int handleParseException(ParameterException e, String[] arguments) {
        picocli.CommandLine command = e.getCommandLine();
        Help help = command.getHelp();
        context.err().print(help.synopsisHeading() + help.synopsis(help.synopsisHeadingLength()));
        context.problems().printMessage(what(e));
        context.problems().printMessage(context.text("error.seeHelp", command.getCommandSpec().qualifiedName()));
        return ExitStatus.USAGE;
    }

    private String what(ParameterException e) {
        if (e instanceof UnmatchedArgumentException u) {
            String first = u.getUnmatched().isEmpty() ? "" : u.getUnmatched().get(0);
            if (u.isUnknownOption()) {
                return context.text("error.unknownOption", first);
            }
            boolean commandExpected = !u.getCommandLine().getSubcommands().isEmpty();
            return context.text(commandExpected ? "error.unknownCommand" : "error.unexpectedArgument", first);
        }
        if (e instanceof MissingParameterException m) {
            return context.text("error.missing", m.getMissing().stream().map(UsageErrors::name).collect(Collectors.joining(", ")));
        }
        if (e.getCause() instanceof InvalidPathException && e.getArgSpec() != null) {
            return context.text("error.pathEncoding", name(e.getArgSpec()), e.getValue(), System.getProperty("sun.jnu.encoding", "?"));
        }
        if (e.getArgSpec() != null && e.getValue() != null) {
            return context.text("error.invalidValue", name(e.getArgSpec()), e.getValue());
        }
        return context.text("error.invalid", e.getMessage());
    }

    /** An option by its longest name, a positional parameter by its label. */
    private static String name(ArgSpec spec) {
        return spec instanceof OptionSpec o ? o.longestName() : spec.paramLabel();
    }
}
