package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Message;

/**
 * Which rules govern the rapid and blitz games of an event, as its regulations must say for the whole event (FIDE
 * 2018 A.5, B.5): the Competition Rules where each game is supervised (A.3, B.3: an arbiter for at most three games,
 * one in blitz, and every game recorded), else the rules of A.4 (B.4). A standard game is always played under the
 * Competition Rules. Interpretation: regulations that say nothing are taken to choose A.4 / B.4, the rules for an
 * event whose games are not each supervised (A.3.1 names conditions that an event must meet and say it meets).
 */
public enum Supervision {
    /** FIDE 2018 A.3 / B.3: the Competition Rules apply. */
    COMPETITION_RULES,
    /** FIDE 2018 A.4 / B.4: the rapid rules of A.4 apply (an illegal move stands once the opponent has moved, A.4.2). */
    RAPID_RULES;

    /** The choice's name for people (key {@code supervision.<NAME>}). */
    public Message message() {
        return Message.of(Supervision.class, "supervision." + name());
    }
}
