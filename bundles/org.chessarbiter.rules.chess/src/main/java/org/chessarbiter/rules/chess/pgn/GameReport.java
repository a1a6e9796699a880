package org.chessarbiter.rules.chess.pgn;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.chess.ChessPosition;

/**
 * What replaying one PGN game found.
 *
 * @param tags the tag pairs in file order
 * @param problems errors and warnings, located in the PGN input
 * @param finalPosition the position after the last legal move of the main line (null if the start
 *     position itself was invalid)
 * @param plies the number of main-line moves replayed
 * @param result the termination marker (or the Result tag when the marker is missing), or null
 * @param outcome the automatic ending of the final position (mate, stalemate, dead position, ...)
 */
public record GameReport(Map<String, String> tags, List<Problem> problems, ChessPosition finalPosition, int plies,
        String result, Optional<Outcome> outcome) {

    /** Whether any problem is an error (not only warnings). */
    public boolean hasErrors() {
        return problems.stream().anyMatch(Problem::isError);
    }
}
