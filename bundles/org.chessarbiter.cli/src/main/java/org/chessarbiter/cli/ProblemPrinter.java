package org.chessarbiter.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;

/**
 * The one place where the command line prints problems (to standard error, in the chosen
 * language): every command hands its problems (values, {@link Problem}) here rather than
 * formatting them itself.
 */
final class ProblemPrinter {

    private final PrintStream err;
    private final Locale locale;

    ProblemPrinter(PrintStream err, Locale locale) {
        this.err = err;
        this.locale = locale;
    }

    /** Prints each problem as "where: what". */
    void print(List<Problem> problems) {
        problems.forEach(p -> err.println(text(p)));
    }

    /**
     * Prints the problems of an input file as "file:line:column: what" (a problem of the file as a
     * whole, e.g. unreadable, as "file: what").
     */
    void printIn(Path file, List<Problem> problems) {
        for (Problem p : problems) {
            boolean wholeFile = file.toString().equals(p.location().field());
            err.println(wholeFile ? text(p) : file + ":" + text(p));
        }
    }

    /** Prints the problems of a result; whether it has its value, so that the command goes on. */
    boolean passes(ParseResult<?> result) {
        print(result.problems());
        return result.isOk();
    }

    /** Prints the problems of a result read from an input file ({@link #printIn}); whether it has its value. */
    boolean passesIn(Path file, ParseResult<?> result) {
        printIn(file, result.problems());
        return result.isOk();
    }

    /** Prints a heading (a message of the command line) and, indented below it, the problems that caused it. */
    void printFailure(String headingKey, List<Problem> problems) {
        err.println(Messages.format(locale, headingKey));
        problems.forEach(p -> err.println("  " + text(p)));
    }

    /** A line of the command line's own (a usage error, a failure), already in the chosen language. */
    void printMessage(String text) {
        err.println(text);
    }

    private String text(Problem p) {
        return p.text(locale);
    }
}
