package org.chessarbiter.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * What every command of one command line prints to and in which language: the output and error
 * streams, the language ({@code --lang}, else the default locale), and the one printer of problems.
 *
 * @param out      the standard output: results
 * @param err      the standard error: problems and usage errors
 * @param locale   the language of everything printed
 * @param problems prints problems to {@code err} in {@code locale}
 */
record CommandContext(PrintStream out, PrintStream err, Locale locale, ProblemPrinter problems) {

    CommandContext(PrintStream out, PrintStream err, Locale locale) {
        this(out, err, locale, new ProblemPrinter(err, locale));
    }

    /** @return the message {@code key} of the command line's bundle in this context's language */
    String text(String key, Object... arguments) {
        return Messages.format(locale, key, arguments);
    }
}
