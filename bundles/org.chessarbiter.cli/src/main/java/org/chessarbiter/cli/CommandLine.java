package org.chessarbiter.cli;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Parses the command line of {@code ./arbiter} and runs the command it names. Each command is a
 * {@link Command}; the exit status is 0 on success, 1 when the command found problems, 2 on a
 * usage error.
 */
public final class CommandLine {

    /** Exit status of a command line that could not be understood. */
    public static final int USAGE = 2;

    private final String version;
    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, Command> commands = new LinkedHashMap<>();

    public CommandLine(String version, PrintStream out, PrintStream err) {
        this.version = version;
        this.out = out;
        this.err = err;
        register(new Command("help") {
            @Override
            int run(String[] arguments) {
                printHelp(CommandLine.this.out);
                return 0;
            }
        });
        register(new Command("lsp") {
            @Override
            int run(String[] arguments) {
                return org.chessarbiter.cli.lsp.LanguageServerCommand.serve(CommandLine.this.err);
            }
        });
        register(new Command("version") {
            @Override
            int run(String[] arguments) {
                CommandLine.this.out.println(Messages.format("version.line", CommandLine.this.version));
                return 0;
            }
        });
        register(new StandingsCommand(out, err));
        register(new PairCommand(out, err));
        register(new CheckPairingsCommand(out, err));
        register(new GenerateCommand(out, err));
    }

    private void register(Command command) {
        commands.put(command.name(), command);
    }

    /** Runs the command named by the first argument; {@code --help} and {@code --version} are aliases. */
    public int run(String... arguments) {
        if (arguments.length == 0) {
            printHelp(out);
            return 0;
        }
        String name = arguments[0];
        if (name.startsWith("--")) {
            name = name.substring(2);
        } else if (name.equals("-h")) {
            name = "help";
        }
        Command command = commands.get(name);
        if (command == null) {
            err.println(Messages.format("error.unknownCommand", arguments[0]));
            printHelp(err);
            return USAGE;
        }
        String[] rest = new String[arguments.length - 1];
        System.arraycopy(arguments, 1, rest, 0, rest.length);
        return command.run(rest);
    }

    private void printHelp(PrintStream stream) {
        stream.println(Messages.format("help.usage"));
        stream.println();
        stream.println(Messages.format("help.commands"));
        for (Command command : commands.values()) {
            stream.printf("  %-15s %s%n", command.name(), Messages.format("command." + command.name()));
        }
    }

    /** A command of the command line; its help text is the message {@code command.<name>}. */
    abstract static class Command {
        private final String name;

        Command(String name) {
            this.name = name;
        }

        String name() {
            return name;
        }

        abstract int run(String[] arguments);
    }
}
