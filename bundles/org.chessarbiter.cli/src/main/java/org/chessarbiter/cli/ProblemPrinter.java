package org.chessarbiter.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Locale;

import org.chessarbiter.rules.Problem;

/**
 * The one place where the command line turns problems into text: one line a problem, where then what
 * ({@link Problem#text(Locale)}) in the chosen language, after the file when the problems are in a file
 * ({@code games.trf:3:81: ...}), indented when they are listed under a heading.
 */
final class ProblemPrinter {

    private final PrintStream stream;
    private final Locale locale;
    private final String prefix;

    ProblemPrinter(PrintStream stream, Locale locale) {
        this(stream, locale, "");
    }

    private ProblemPrinter(PrintStream stream, Locale locale, String prefix) {
        this.stream = stream;
        this.locale = locale;
        this.prefix = prefix;
    }

    /** This printer for the problems of {@code file}: each line starts with {@code file:}. */
    ProblemPrinter in(Path file) {
        return new ProblemPrinter(stream, locale, prefix + file + ":");
    }

    /** This printer for problems listed under a heading: each line indented by two spaces. */
    ProblemPrinter indented() {
        return new ProblemPrinter(stream, locale, "  " + prefix);
    }

    /** Prints each problem on its own line, in order. */
    void print(Collection<Problem> problems) {
        for (Problem p : problems) {
            stream.println(prefix + p.text(locale));
        }
    }
}
