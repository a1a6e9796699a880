package org.chessarbiter.pairing;

/**
 * One board of a round.
 *
 * @param number the board number, 1-based
 * @param white  start number of the player with white
 * @param black  start number of the player with black
 */
public record Board(int number, int white, int black) {
}
