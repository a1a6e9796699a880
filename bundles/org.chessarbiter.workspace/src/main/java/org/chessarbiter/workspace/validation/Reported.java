package org.chessarbiter.workspace.validation;

import java.util.Comparator;

import org.chessarbiter.rules.Problem;

/**
 * A problem found in a file, with the rule that found it (the language's issue code, e.g.
 * {@code illegalMove}; {@code syntax}, {@code encoding}, {@code io}, {@code tournament} for the readers).
 *
 * @param problem what, where, how serious
 * @param rule the short name of the rule
 */
public record Reported(Problem problem, String rule) {

    /** Problems in the order of the text: by line, then column (the file as a whole first); stable. */
    public static final Comparator<Reported> IN_TEXT_ORDER = Comparator.<Reported>comparingInt(r -> r.problem().location().line())
            .thenComparingInt(r -> r.problem().location().column());

    /** A rule's short name: the last segment of an issue code ({@code org.chessarbiter.scoresheet.illegalMove}). */
    public static String rule(String code) {
        return code == null ? "syntax" : code.substring(code.lastIndexOf('.') + 1);
    }
}
