package org.chessarbiter.scoresheet.files;

import java.util.List;

/**
 * What validating a scoresheet file found, and how it was done.
 *
 * @param path which way the file was validated
 * @param games how many games the file has
 * @param problems the problems in file order of games
 */
public record ValidationReport(ValidationPath path, long games, List<FileProblem> problems) {

    public ValidationReport {
        problems = List.copyOf(problems);
    }

    /** Whether any problem is an error. */
    public boolean hasErrors() {
        return problems.stream().anyMatch(p -> p.problem().isError());
    }
}
