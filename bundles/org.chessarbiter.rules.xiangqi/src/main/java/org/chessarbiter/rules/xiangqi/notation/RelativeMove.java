package org.chessarbiter.rules.xiangqi.notation;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.xiangqi.PieceKind;

/**
 * A move described relative to the mover (Điều 11.2): the piece, where it starts, the direction,
 * and a number that is the destination file for sideways and diagonal moves (advisor, elephant,
 * horse) and the number of points for straight moves along a file.
 */
public record RelativeMove(PieceKind kind, Side side, Origin origin, Direction direction, int number) {
}
