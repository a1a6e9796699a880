package org.chessarbiter.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;

/**
 * The one place where the command line prints problems (to standard error, in the chosen
 * language): every command hands its problems (values, {@link Problem}) here rather than
 * formatting them itself. At most {@link #limit} problems are printed ({@code --max-problems}):
 * a file misaligned from its first line would otherwise flood the terminal; {@link #finish} then
 * says how many more there were.
 */
final class ProblemPrinter {

    /** The problems printed unless {@code --max-problems} says otherwise. */
    static final int DEFAULT_LIMIT = 100;

    private final PrintStream err;
    private final Locale locale;
    private int limit = DEFAULT_LIMIT;
    private int total;
    private boolean finished;

    ProblemPrinter(PrintStream err, Locale locale) {
        this.err = err;
        this.locale = locale;
    }

    /** Prints at most {@code max} problems from now on; 0 for all of them. */
    void limit(int max) {
        this.limit = max;
    }

    /** Prints each problem as "where: what". */
    void print(List<Problem> problems) {
        problems.forEach(p -> line(text(p)));
    }

    /**
     * Prints the problems of an input file as "file:line:column: what" (a problem of the file as a
     * whole, e.g. unreadable, as "file: what").
     */
    void printIn(Path file, List<Problem> problems) {
        for (Problem p : problems) {
            line(wholeFile(file, p) ? text(p) : file + ":" + text(p));
        }
    }

    /**
     * Prints the problems of an input file as "line:column: what", then a line naming the file and
     * how many problems it has (a problem of the file as a whole as "file: what", alone).
     */
    void printOf(Path file, List<Problem> problems) {
        int located = 0;
        for (Problem p : problems) {
            line(text(p));
            located += wholeFile(file, p) ? 0 : 1;
        }
        if (located > 0) {
            err.println(Messages.format(locale, "problems.inFile", file, located));
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
        problems.forEach(p -> line("  " + text(p)));
    }

    /** A line of the command line's own (a usage error, a failure), already in the chosen language. */
    void printMessage(String text) {
        err.println(text);
    }

    /**
     * Prints a problem found in a file by {@code validate}, as a compiler does:
     * "file:line:column: severity: what [rule]" ("file: severity: what [rule]" for the file as a whole,
     * "file: part: severity: ..." for a part of a structured file).
     */
    void printFound(Path file, Problem p, String rule) {
        line(where(file, p.location()) + ": " + Messages.format(locale, "severity." + p.severity().name()) + ": "
                + p.message().format(locale) + " [" + rule + "]");
    }

    /**
     * Prints a problem an operation found in {@code file}, as a compiler does: "file:line:column: severity: what"
     * ("file: part: severity: what" for a part of the tournament, e.g. a round or a board).
     */
    void printAt(Path file, Problem p) {
        line(where(file, p.location()) + ": " + Messages.format(locale, "severity." + p.severity().name()) + ": "
                + p.message().format(locale));
    }

    /** Where a problem of {@code file} is, as "file:line:column", "file:line", "file: part" or "file". */
    static String where(Path file, Location at) {
        String f = file.toString();
        if (at.line() > 0) {
            return f + ":" + at.line() + (at.column() > 0 ? ":" + at.column() : "");
        }
        return at.field() == null || at.field().equals(f) ? f : f + ": " + at.field();
    }

    /** The problems counted so far, printed or not. */
    int total() {
        return total;
    }

    /**
     * Says how many problems were not printed, if any: "… and K more problems (N in total)"; once (a command
     * may say it before its own last line).
     */
    void finish() {
        if (!finished && limit > 0 && total > limit) {
            finished = true;
            err.println(Messages.format(locale, "problems.more", total - limit, total));
        }
        err.flush();
    }

    private void line(String text) {
        total++;
        if (limit <= 0 || total <= limit) {
            err.println(text);
        }
    }

    private static boolean wholeFile(Path file, Problem p) {
        return file.toString().equals(p.location().field());
    }

    private String text(Problem p) {
        return p.text(locale);
    }
}
