package org.chessarbiter.pairing;

/**
 * A player without an opponent in a round.
 *
 * @param player start number
 * @param kind   which bye
 */
public record Bye(int player, ByeKind kind) {
}
