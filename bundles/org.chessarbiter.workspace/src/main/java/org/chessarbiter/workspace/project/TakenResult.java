package org.chessarbiter.workspace.project;

import java.nio.file.Path;

import org.chessarbiter.tournament.core.GameResult;

/**
 * A result the build took from a finished scoresheet into its effective tournament, where the state has none.
 *
 * @param round  the round
 * @param board  the board
 * @param first  the first player's (White's, Red's) start number
 * @param second the second player's start number
 * @param result the result
 * @param from   the scoresheet it was taken from
 */
public record TakenResult(int round, int board, int first, int second, GameResult result, Path from) {
}
