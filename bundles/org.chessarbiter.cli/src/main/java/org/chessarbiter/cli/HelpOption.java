package org.chessarbiter.cli;

import picocli.CommandLine.Option;

/** {@code -h}, {@code --help} of every command: its usage help, in the chosen language. */
public final class HelpOption {

    @Option(names = {"-h", "--help"}, usageHelp = true, descriptionKey = "help")
    boolean help;

    public HelpOption() {
        // filled in by picocli
    }
}
