package org.chessarbiter.workspace.project;

import java.nio.file.Path;

import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.tournament.core.Pairing;

/**
 * A game of a scoresheet linked to its board in the tournament.
 *
 * @param file    the scoresheet
 * @param game    the game as written
 * @param round   the round of the board
 * @param pairing the board
 */
public record LinkedGame(Path file, WrittenGame game, int round, Pairing pairing) {
}
