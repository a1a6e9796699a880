package org.chessarbiter.tournament.core;

/** A player without an opponent in a round, and the kind of bye (see {@link ByeKind}). */
public record Bye(int player, ByeKind kind) {
}
