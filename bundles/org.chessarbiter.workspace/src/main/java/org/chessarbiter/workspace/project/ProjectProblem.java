package org.chessarbiter.workspace.project;

import java.nio.file.Path;
import java.util.Objects;

import org.chessarbiter.rules.Problem;

/**
 * A problem the project build found in one file of the project.
 *
 * @param file    the file it is in (the project folder for a problem of the project as a whole)
 * @param problem what, where in the file (line, column), how serious
 * @param rule    the short name of the rule that found it (a language's issue code, or one of the build's:
 *                {@code tournament}, {@code project}, {@code link}, {@code names}, {@code result}, {@code published},
 *                {@code proposal}, {@code io})
 * @param origin  which step found it
 */
public record ProjectProblem(Path file, Problem problem, String rule, Origin origin) {

    /** Which step of the build found a problem. */
    public enum Origin {
        /** Reading the tournament state or listing the project. */
        READING,
        /** A language's own checks of a scoresheet (what the editor and {@code arbiter validate} report too). */
        VALIDATION,
        /** The build's checks across files: links to boards, results, published rounds, the proposal. */
        PROJECT
    }

    public ProjectProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(origin, "origin");
    }
}
