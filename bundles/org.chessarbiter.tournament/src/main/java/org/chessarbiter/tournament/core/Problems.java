package org.chessarbiter.tournament.core;

import java.util.Arrays;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Builds the shared {@link Problem} values (bundle {@code org.chessarbiter.rules}) for this
 * bundle. Arguments are turned into their plain text first, so that numbers such as start numbers,
 * ratings and years are shown as written ("2400", not "2,400") whatever the locale.
 */
public final class Problems {

    private Problems() {
    }

    /**
     * An error of {@code kind} at {@code where}; {@code key} is looked up in the {@code messages}
     * bundle of {@code anchor}'s package.
     */
    public static Problem error(ProblemKind kind, Location where, Class<?> anchor, String key, Object... args) {
        return Problem.error(kind, where, Message.of(anchor, key, Arrays.stream(args).map(String::valueOf).toArray()));
    }
}
