package org.chessarbiter.cli;

import java.io.PrintStream;

/** A command that prints to the command line's output and error streams; its usage text is {@code <name>.usage}. */
abstract class PrintingCommand extends CommandLine.Command {

    final PrintStream out;
    final PrintStream err;

    PrintingCommand(String name, PrintStream out, PrintStream err) {
        super(name);
        this.out = out;
        this.err = err;
    }

    /** Prints the usage text; returns the usage exit status. */
    int usage() {
        err.println(Messages.format(name() + ".usage"));
        return CommandLine.USAGE;
    }
}
