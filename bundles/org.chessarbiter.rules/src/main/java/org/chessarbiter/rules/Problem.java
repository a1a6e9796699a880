package org.chessarbiter.rules;

import java.util.List;
import java.util.Locale;

/**
 * An error (or warning) as a value: what is wrong ({@link #kind()} and {@link #message()}), where
 * ({@link #location()}), and for {@link ProblemKind#AMBIGUOUS} the candidate moves.
 *
 * @param kind the kind of error
 * @param severity error or warning
 * @param message the text for people (key + arguments)
 * @param location where in the input
 * @param candidates the moves an ambiguous input could mean (empty otherwise)
 */
public record Problem(ProblemKind kind, Severity severity, Message message, Location location,
        List<? extends Move> candidates) {

    public Problem {
        candidates = List.copyOf(candidates);
        if (kind == null || severity == null || message == null || location == null) {
            throw new IllegalArgumentException("a problem needs a kind, severity, message and location");
        }
    }

    /** An error without candidates. */
    public static Problem error(ProblemKind kind, Location location, Message message) {
        return new Problem(kind, Severity.ERROR, message, location, List.of());
    }

    /** A warning (a tolerated quirk). */
    public static Problem warning(ProblemKind kind, Location location, Message message) {
        return new Problem(kind, Severity.WARNING, message, location, List.of());
    }

    /** Information (nothing is wrong, but worth telling the user). */
    public static Problem info(ProblemKind kind, Location location, Message message) {
        return new Problem(kind, Severity.INFO, message, location, List.of());
    }

    /** An {@link ProblemKind#AMBIGUOUS} error with its candidates. */
    public static Problem ambiguous(Location location, Message message, List<? extends Move> candidates) {
        return new Problem(ProblemKind.AMBIGUOUS, Severity.ERROR, message, location, candidates);
    }

    /** This problem moved into a larger text (see {@link Location#within}). */
    public Problem within(int base, int line, int column) {
        return new Problem(kind, severity, message, location.within(base, line, column), candidates);
    }

    /** This problem as a different kind/location; keeps message and candidates. */
    public Problem at(Location where) {
        return new Problem(kind, severity, message, where, candidates);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /**
     * This problem as one line for people: where, then what ({@code "1:49: expected a number..."},
     * {@code "players[id=7].points: ..."}); key {@code problem.line} of this package's bundle.
     */
    public Message line() {
        return Message.of(Problem.class, "problem.line", location.toString(), message);
    }

    /** {@link #line()} in {@code locale}. */
    public String text(Locale locale) {
        return line().format(locale);
    }

    /** One line for logs and tests: kind, location, English text. */
    @Override
    public String toString() {
        return kind + " at " + location + ": " + message.format(Locale.ENGLISH);
    }
}
