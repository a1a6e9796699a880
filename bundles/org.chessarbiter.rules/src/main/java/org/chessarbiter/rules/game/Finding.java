package org.chessarbiter.rules.game;

import java.util.List;
import org.chessarbiter.rules.Problem;

/**
 * What a check found in a game: the engine-style {@link Problem} (what is wrong, where, how serious)
 * with the issue code that ties it to a quick fix and the data the fix needs (e.g. the candidate moves
 * written in the game's notation, the correct result).
 *
 * @param code an issue code of {@link GameIssueCodes}
 * @param problem what and where
 * @param info true for information rather than a warning (e.g. a draw a player could have claimed)
 * @param data what a quick fix needs, see each issue code
 * @param cost the cost of the check that found it
 */
public record Finding(String code, Problem problem, boolean info, List<String> data, CheckCost cost) {

    public Finding {
        data = List.copyOf(data);
    }

    /** Whether this is an error (not a warning or information). */
    public boolean isError() {
        return !info && problem.isError();
    }
}
