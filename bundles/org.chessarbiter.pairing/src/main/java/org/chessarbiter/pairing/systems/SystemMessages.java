package org.chessarbiter.pairing.systems;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The message bundle of the table-based and by-lot competition systems (round robin, team events,
 * knockout, Scheveningen, modified Swiss, Swiss by lot): {@code messages.properties} and
 * {@code messages_vi.properties} in this package's resource folder. Code carries a key and its
 * arguments; the text is looked up by locale through {@link Message#format(java.util.Locale)}.
 */
public final class SystemMessages {

    private SystemMessages() {
    }

    /** @return a message of this bundle */
    public static Message of(String key, Object... args) {
        return Message.of(SystemMessages.class, key, args);
    }

    /** @return an error of this bundle with its location */
    public static Problem error(ProblemKind kind, Location location, String key, Object... args) {
        return Problem.error(kind, location, of(key, args));
    }

    /** @return an {@link ProblemKind#ILLEGAL} error (a request the system cannot take) with its location */
    public static Problem invalid(Location location, String key, Object... args) {
        return error(ProblemKind.ILLEGAL, location, key, args);
    }
}
