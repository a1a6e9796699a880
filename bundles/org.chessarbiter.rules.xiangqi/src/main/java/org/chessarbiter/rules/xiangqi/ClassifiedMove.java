package org.chessarbiter.rules.xiangqi;

import java.util.List;
import org.chessarbiter.rules.Side;

/**
 * One move of a repeated cycle with its classification (Điều 22) and the capture threats it
 * creates.
 *
 * @param move the move
 * @param side who made it
 * @param kind what it does
 * @param threats the new capture threats it creates (empty for most idle moves)
 */
public record ClassifiedMove(XiangqiMove move, Side side, MoveKind kind, List<Threat> threats) {
    public ClassifiedMove {
        threats = List.copyOf(threats);
    }
}
