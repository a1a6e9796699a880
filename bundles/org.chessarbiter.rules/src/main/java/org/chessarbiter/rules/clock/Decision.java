package org.chessarbiter.rules.clock;

import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;

/**
 * What a law decides on one incident at the clock: the text for people (ending with the articles cited), the
 * articles, the time to add or take, the end of the game if it ends, and a new time control if the clocks
 * are set for one (FIDE 2018 III.4). A value: {@link ClockArbiter} applies it to the clock.
 *
 * @param message the verdict for people, citing {@link #articles}
 * @param articles the articles applied, at least one
 * @param changes time added or taken, in order
 * @param outcome the end of the game, if the incident ends it
 * @param newControl the control the clocks are set to, if they change
 */
public record Decision(Message message, List<LawArticle> articles, List<TimeChange> changes, Optional<Outcome> outcome,
        Optional<TimeControl> newControl) {

    public Decision {
        articles = List.copyOf(articles);
        changes = List.copyOf(changes);
        if (message == null || articles.isEmpty() || outcome == null || newControl == null) {
            throw new IllegalArgumentException("a decision needs a message, an article and its parts");
        }
    }

    /** The articles as one citation, each edition named once, e.g. "FIDE 2018 7.5.5, B.2". */
    public String citation() {
        return Decisions.cite(articles);
    }

    /** Whether the game ends. */
    public boolean endsGame() {
        return outcome.isPresent();
    }

    /** The time added to (negative: taken from) {@code side}'s clock. */
    public long change(Side side) {
        return changes.stream().filter(c -> c.side() == side).mapToLong(TimeChange::deltaMillis).sum();
    }
}
