package org.chessarbiter.pairing;

import java.util.Objects;

/**
 * Options shared by the pairing systems. Points are in tenths of a point.
 *
 * @param initialColour    the colour of the first-ranked player on board 1 in round 1 (C.04.3 E.5
 *                         2026: drawn by lot before round 1 and given here)
 * @param acceleration     true to use the Baku acceleration (C.04.5.1) where the system supports it
 * @param winPoints        points for a win (10 = 1 point)
 * @param drawPoints       points for a draw (5 = half a point)
 * @param pairingByePoints points for the pairing-allocated bye (C.04.1 c: usually as for a win)
 */
public record PairingOptions(Colour initialColour, boolean acceleration, int winPoints, int drawPoints,
        int pairingByePoints) {

    public PairingOptions {
        Objects.requireNonNull(initialColour, "initialColour");
    }

    /** 1 / ½ / 0 scoring, a pairing-allocated bye scores as a win, no acceleration. */
    public static PairingOptions standard(Colour initialColour) {
        return new PairingOptions(initialColour, false, 10, 5, 10);
    }

    /** @return the same options with acceleration switched on or off */
    public PairingOptions withAcceleration(boolean on) {
        return new PairingOptions(initialColour, on, winPoints, drawPoints, pairingByePoints);
    }
}
