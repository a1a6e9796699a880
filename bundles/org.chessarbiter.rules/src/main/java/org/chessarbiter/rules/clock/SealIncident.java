package org.chessarbiter.rules.clock;

import java.util.Optional;
import org.chessarbiter.rules.Side;

/**
 * The game is adjourned and {@code side}, to move, seals its move (FIDE 2018 I.1; FIDE 2000 A.1; Luật cờ Tướng
 * 2004 Điều 10.3): {@code [%incident seal side=black reading=legal]}; the reading is what the arbiter found in
 * the envelope at the resumption (FIDE 2018 I.8; FIDE 2000 A.8; Điều 10.3.2).
 *
 * @param side the sealer
 * @param reading what the envelope held, once opened
 */
public record SealIncident(Side side, Optional<SealedMoveReading> reading) implements Incident {
}
