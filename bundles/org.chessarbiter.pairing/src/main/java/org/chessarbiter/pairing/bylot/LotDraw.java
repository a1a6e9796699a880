package org.chessarbiter.pairing.bylot;

import org.chessarbiter.pairing.RoundPairing;

/**
 * A round drawn by lot: the pairing and its printable record.
 *
 * @param pairing the round's boards and bye
 * @param record  how the draw went, with its seed
 */
public record LotDraw(RoundPairing pairing, DrawRecord record) {
}
