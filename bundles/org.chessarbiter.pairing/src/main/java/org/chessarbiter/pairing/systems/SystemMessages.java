package org.chessarbiter.pairing.systems;

import java.util.List;

import org.chessarbiter.pairing.Message;
import org.chessarbiter.pairing.PairingError;

/**
 * The message bundle of the table-based and by-lot competition systems (round robin, team events,
 * knockout, Scheveningen, modified Swiss, Swiss by lot): {@code messages.properties} and
 * {@code messages_vi.properties} in this package's resource folder. Code carries a key and its
 * arguments; the text is looked up by locale through {@link Message#text(java.util.Locale)}.
 */
public final class SystemMessages {

    /** The base name of the bundle. */
    public static final String BUNDLE = "org.chessarbiter.pairing.systems.messages";

    private SystemMessages() {
    }

    /** @return a message of this bundle */
    public static Message of(String key, Object... args) {
        return new Message(BUNDLE, key, List.of(args));
    }

    /** @return an error of this bundle with its location */
    public static PairingError error(PairingError.Cause cause, String location, String key, Object... args) {
        return new PairingError(cause, location, of(key, args));
    }

    /** @return an INVALID_REQUEST error with its location */
    public static PairingError invalid(String location, String key, Object... args) {
        return error(PairingError.Cause.INVALID_REQUEST, location, key, args);
    }
}
