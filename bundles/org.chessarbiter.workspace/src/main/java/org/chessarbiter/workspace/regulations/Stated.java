package org.chessarbiter.workspace.regulations;

import org.chessarbiter.rules.Location;

/**
 * A value the regulations state, with where they state it (line and column of the setting in the regulations file).
 *
 * @param value what they say
 * @param at where: the setting's place in the file
 */
public record Stated<T>(T value, Location at) {
}
