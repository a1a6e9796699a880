package org.chessarbiter.rules.chess.game;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.PositionKey;

/**
 * {@link ChessKind#claimPossible} for one line as it grows: the keys of the positions since the last capture
 * or pawn move are kept in a table, so that each new position is looked up once instead of the whole window
 * being compared again after every move. A list other than the one seen so far, or a window that moved (a
 * capture or pawn move), starts the table again.
 */
final class RepetitionWindow implements Predicate<List<ChessPosition>> {
    private List<ChessPosition> line;
    private int from = -1;
    private int size;
    private final Set<PositionKey> keys = new HashSet<>();
    private boolean repeated;

    @Override
    public boolean test(List<ChessPosition> ps) {
        ChessPosition p = ps.get(ps.size() - 1);
        int start = Math.max(0, ps.size() - 1 - p.halfmoves());
        if (ps != line || start != from || size > ps.size()) {
            line = ps;
            from = start;
            size = start;
            keys.clear();
            repeated = false;
        }
        for (; size < ps.size(); size++) {
            repeated |= !keys.add(ps.get(size).key());
        }
        return p.halfmoves() >= 99 || repeated;
    }
}
