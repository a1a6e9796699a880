package org.chessarbiter.scoresheet.files;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.Severity;

/**
 * A problem of a scoresheet file: the shared {@link Problem} (what is wrong as a {@link Message}, shown in
 * the reader's language only when printed; where, by offset and by line and column, whichever way the file
 * was validated; how serious) with the issue code that ties it to the language's quick fixes.
 *
 * @param code the issue code ({@code ScoresheetIssueCodes}), or {@link #SYNTAX} for a syntax error
 * @param problem what is wrong, where, how serious
 */
public record FileProblem(String code, Problem problem) {
    /** The code of syntax errors. */
    public static final String SYNTAX = "org.chessarbiter.scoresheet.syntax";

    /** How serious. */
    public Severity severity() {
        return problem.severity();
    }

    /** What is wrong. */
    public Message message() {
        return problem.message();
    }

    /** Where in the file. */
    public Location location() {
        return problem.location();
    }

    @Override
    public String toString() {
        return location().line() + ":" + location().column() + " " + severity() + " "
                + code.substring(code.lastIndexOf('.') + 1) + ": " + message();
    }
}
