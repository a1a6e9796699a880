package org.chessarbiter.rules.clock;

import java.util.OptionalLong;
import org.chessarbiter.rules.Side;

/**
 * {@code side} arrived at the board {@code lateMillis} after the start of the session (FIDE 2018 6.7; FIDE 2000
 * 6.6, 6.7; Luật cờ Tướng 2004 Điều 7.1e, 10.2.1a): {@code [%incident late side=black time=0:20:00
 * allowed=0:30:00]}, {@code allowed} being the default time the regulations fixed (the law's own when absent).
 *
 * @param side who came late
 * @param lateMillis how late
 * @param allowedMillis the default time of the regulations, if recorded
 */
public record LateIncident(Side side, long lateMillis, OptionalLong allowedMillis) implements Incident {
}
