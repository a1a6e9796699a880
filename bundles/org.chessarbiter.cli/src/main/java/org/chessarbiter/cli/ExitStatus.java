package org.chessarbiter.cli;

/**
 * The exit statuses of {@code ./arbiter}, the same for every command (listed in the usage help and
 * the README).
 */
public final class ExitStatus {

    /** The command did what was asked. */
    public static final int OK = 0;

    /**
     * Problems found in the input: a file that cannot be read or has errors, a round that cannot be
     * paired, recorded pairings that differ from the engine's.
     */
    public static final int PROBLEMS = 1;

    /** The command line could not be understood: an unknown command or option, a value missing or invalid. */
    public static final int USAGE = 2;

    /** An output could not be written, or the command failed inside. */
    public static final int FAILURE = 3;

    private ExitStatus() {
    }
}
