package org.chessarbiter.tournament.core;

/**
 * A player admitted late, who plays from round {@code firstRound}: in the rounds before, the
 * player scores nothing (000 Part 2 Art. 13.7) and the start number is provisional until then.
 */
public record LateEntry(int player, int firstRound) {
}
