package org.chessarbiter.pairing.check;

import java.util.Locale;

import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.rules.Message;

/**
 * One difference between a recorded round and the engine's pairing of it.
 *
 * @param round   the round
 * @param kind    what differs
 * @param message the details, localisable
 */
public record Difference(int round, Kind kind, Message message) {

    /** Kinds of differences. */
    public enum Kind {
        /** a recorded board (players and colours) the engine does not make */
        ONLY_RECORDED,
        /** a board the engine makes that was not recorded */
        ONLY_ENGINE,
        /** the pairing-allocated bye went to another player */
        BYE,
        /** the engine could not pair the round (its error is in the message) */
        ENGINE_ERROR,
        /** an entry of the audit trail that does not fit the recorded round (its boards are not there) */
        AUDIT_MISMATCH
    }

    /** @return "round N: text" in the given locale */
    public String text(Locale locale) {
        return Message.of(PairingSystem.class, "check.round", round, message).format(locale);
    }
}
