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

    private final boolean validateOnly;

    public CommandLine(String version, PrintStream out, PrintStream err) {
        this(version, out, err, false);
    }

    /** With {@code validateOnly}, a command line of the {@code validate} command alone ({@link PlainLaunch}). */
    CommandLine(String version, PrintStream out, PrintStream err, boolean validateOnly) {
        this.version = version;
        this.out = out;
        this.err = err;
        this.validateOnly = validateOnly;
    }

    /**
     * Runs the command named by the first argument; without one, prints the usage help. Whatever
     * happens, a failure is printed and gives a status other than 0: a command that fails inside
     * with an error of the Java machine (no memory left, the stack exhausted) too.
     */
    public int run(String... arguments) {
        Locale locale = LanguageOption.of(arguments, Locale.getDefault());
        PrintStream safeOut = new PrintStream(new TerminalSafeOutput(out), true, out.charset());
        PrintStream safeErr = new PrintStream(new TerminalSafeOutput(err), true, err.charset());
        CommandContext context = new CommandContext(safeOut, safeErr, locale);
        picocli.CommandLine cli = null;
        try {
            cli = ArbiterCommand.commandLine(version, context, validateOnly);
            return cli.execute(arguments);
        } catch (Throwable e) { // NOPMD: the last line of defence of a command line, Errors included
            return Failures.failed(context, cli == null ? "arbiter" : qualifiedName(cli, arguments), e);
        } finally {
            context.problems().finish();
            if (cli != null) {
                cli.getOut().flush();
                cli.getErr().flush();
            }
            safeOut.flush();
            safeErr.flush();
            out.flush();
            err.flush();
        }
    }

    /** The command the arguments name ("arbiter standings"), for the message of a failure. */
    private static String qualifiedName(picocli.CommandLine cli, String[] arguments) {
        for (String a : arguments) {
            picocli.CommandLine sub = cli.getSubcommands().get(a);
            if (sub != null) {
                return sub.getCommandSpec().qualifiedName();
            }
        }
        return cli.getCommandSpec().qualifiedName();
    }
}
