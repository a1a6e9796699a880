package org.chessarbiter.workspace.ui.clock;

import java.util.OptionalLong;

import org.chessarbiter.rules.Side;

/**
 * What one face of the clock view shows.
 *
 * @param side whose face
 * @param name the side's name in the game (White / Black, Red / Black)
 * @param remaining the time left, empty when no reading is known (replay before the side's first {@code %clk})
 * @param running whether this side's clock runs
 * @param flagged whether this side's flag has fallen
 * @param period the period played, 1 = the first
 * @param movesInPeriod the moves completed in that period
 * @param periodMoves the moves the period asks for, 0 when it covers the rest of the game
 * @param moves the moves completed in the game
 * @param bonus the increment or delay of the period as the view writes it, empty when none
 */
public record ClockFace(Side side, String name, OptionalLong remaining, boolean running, boolean flagged, int period,
        int movesInPeriod, int periodMoves, int moves, String bonus) {
}
