package org.chessarbiter.pairing.generate;

import java.util.List;

import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.Problem;

/**
 * A generated tournament: every round when {@code errors} is empty, otherwise the rounds before
 * the one the pairing system could not pair, and its errors.
 *
 * @param record       the tournament
 * @param roundsPaired the rounds paired and played
 * @param errors       why the next round could not be paired (empty on success)
 */
public record GenerationResult(TournamentRecord record, int roundsPaired, List<Problem> errors) {

    public GenerationResult {
        errors = List.copyOf(errors);
    }

    /** @return true when every planned round was paired */
    public boolean complete() {
        return errors.isEmpty();
    }
}
