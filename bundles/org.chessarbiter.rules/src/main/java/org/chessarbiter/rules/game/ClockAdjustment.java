package org.chessarbiter.rules.game;

import org.chessarbiter.rules.Side;

/**
 * Time the incident log says the arbiter added to, took from or set on a clock ({@link IncidentCheck}), for the
 * check of the clock readings that follow ({@link ClockCheck}).
 *
 * @param ply the number of half-moves played before it (0: before the first move)
 * @param side whose clock
 * @param millis the time added (negative: taken), or the face set
 * @param face whether {@code millis} is the face set rather than a change
 */
record ClockAdjustment(int ply, Side side, long millis, boolean face) {
}
