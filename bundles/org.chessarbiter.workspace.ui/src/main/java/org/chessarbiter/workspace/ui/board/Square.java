package org.chessarbiter.workspace.ui.board;

/**
 * A square of a chess board or a point of a xiangqi board, as the board view numbers them: file and rank
 * from 0 at the first side's lower left (chess a1 is (0, 0); xiangqi ICCS a0 is (0, 0)).
 */
public record Square(int file, int rank) {
}
