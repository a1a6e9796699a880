package org.chessarbiter.pairing;

import java.util.Locale;
import java.util.Objects;

/**
 * Why a round could not be paired, with the place in the request that causes it.
 *
 * @param cause    the kind of problem
 * @param location where: a field path such as {@code players[id=7].history[3]} or "round"
 * @param message  what is wrong, as a localisable message
 */
public record PairingError(Cause cause, String location, Message message) {

    /** Kinds of pairing errors. */
    public enum Cause {
        /** the request itself is malformed (ids, history length, round numbers) */
        INVALID_REQUEST,
        /** scores or histories contradict each other (e.g. points differ from the sum of results) */
        INCONSISTENT_HISTORY,
        /** no pairing satisfies the absolute criteria */
        NO_LEGAL_PAIRING,
        /** the system does not support the request (e.g. an option it does not implement) */
        UNSUPPORTED
    }

    public PairingError {
        Objects.requireNonNull(cause, "cause");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(message, "message");
    }

    /** @return "location: text" in the given locale */
    public String text(Locale locale) {
        return location + ": " + message.text(locale);
    }

    @Override
    public String toString() {
        return cause + " " + text(Locale.ENGLISH);
    }
}
