package org.chessarbiter.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * The command line of {@code ./arbiter}: picks the language ({@code --lang}, else the default
 * locale), builds the command tree ({@link ArbiterCommand}, parsed by picocli) and runs the command
 * named. The exit status is one of {@link ExitStatus}.
 */
public final class CommandLine {

    /** Exit status of a command line that could not be understood ({@link ExitStatus#USAGE}). */
    public static final int USAGE = ExitStatus.USAGE;

    private final String version;
    private final PrintStream out;
    private final PrintStream err;

    public CommandLine(String version, PrintStream out, PrintStream err) {
        this.version = version;
        this.out = out;
        this.err = err;
    }

    /** Runs the command named by the first argument; without one, prints the usage help. */
    public int run(String... arguments) {
        Locale locale = LanguageOption.of(arguments, Locale.getDefault());
        picocli.CommandLine cli = ArbiterCommand.commandLine(version, new CommandContext(out, err, locale));
        try {
            return cli.execute(arguments);
        } finally {
            cli.getOut().flush();
            cli.getErr().flush();
            out.flush();
            err.flush();
        }
    }
}
