package org.chessarbiter.rules.clock;

import java.util.Optional;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;

/**
 * One step of the {@link ClockArbiter}: the state after the incident and the law's decision on it.
 *
 * @param after the arbiter's clock and counts after the decision was applied
 * @param decision what the law decided, citing its articles
 */
public record Ruling(ClockArbiter after, Decision decision) {

    /** The verdict for people. */
    public Message message() {
        return decision.message();
    }

    /** The end of the game, if the incident ended it. */
    public Optional<Outcome> outcome() {
        return decision.outcome();
    }
}
