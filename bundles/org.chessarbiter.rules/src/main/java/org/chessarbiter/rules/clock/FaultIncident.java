package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Side;

/**
 * The arbiter records a fault against {@code side}: {@code [%incident fault side=red type=conduct]} (Luật cờ
 * Tướng 2004 Điều 7.1m–n, 16.3, 20.4 b.9). An illegal move is written as an {@link IllegalMoveIncident}; it
 * counts as a technical fault.
 *
 * @param side the offender
 * @param kind technical or conduct
 */
public record FaultIncident(Side side, FaultKind kind) implements Incident {
}
