package org.chessarbiter.tournament.core;

import java.util.List;

/**
 * An error as a value: what is wrong (a message key of a {@code messages} bundle plus its
 * arguments) and where ({@link Location}). Text for users is looked up by locale with
 * {@link Messages}; code never builds user-visible sentences.
 */
public record Problem(String bundle, String key, List<String> arguments, Location where) {

    public Problem {
        arguments = List.copyOf(arguments);
    }

    public static Problem of(String bundle, String key, Location where, Object... arguments) {
        return new Problem(bundle, key, java.util.Arrays.stream(arguments).map(String::valueOf).toList(), where);
    }
}
