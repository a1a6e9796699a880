package org.chessarbiter.rules.clock;

import java.util.OptionalLong;
import org.chessarbiter.rules.Side;

/**
 * An illegal move of {@code side} was completed and found (FIDE 2018 7.5; FIDE 2000 7.4; Luật cờ Tướng 2004
 * Điều 16.3a): {@code [%incident illegal side=white penalty=+2:00]}.
 *
 * @param side the offender
 * @param penalty the time the arbiter gave the opponent, as recorded (checked against the law), if recorded
 */
public record IllegalMoveIncident(Side side, OptionalLong penalty) implements Incident {
}
