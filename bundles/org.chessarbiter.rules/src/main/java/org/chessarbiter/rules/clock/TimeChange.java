package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Side;

/**
 * Time the arbiter adds to ({@code deltaMillis > 0}) or takes from a player's clock as a law orders it.
 *
 * @param side whose clock
 * @param deltaMillis the change
 */
public record TimeChange(Side side, long deltaMillis) {
}
