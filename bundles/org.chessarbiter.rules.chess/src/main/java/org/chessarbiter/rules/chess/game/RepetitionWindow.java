package org.chessarbiter.rules.chess.game;

import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import org.chessarbiter.rules.chess.ChessPosition;

/**
 * {@link ChessKind#claimPossible} for one line as it grows: the keys of the positions since the last capture
 * or pawn move are kept in a table, so that each new position is looked up once instead of the whole window
 * being compared again after every move. A list other than the one seen so far, or a window that moved (a
 * capture or pawn move), starts the table again. The table holds the places of the positions in the line
 * (open addressing on their repetition hashes, their keys compared on equal hashes), so that a move adds no object;
 * once a position of the window stood twice, the answer is yes until the window moves, and the positions that
 * follow are not looked up.
 */
final class RepetitionWindow implements Predicate<List<ChessPosition>> {
    private List<ChessPosition> line;
    private int from = -1;
    private int size;
    /** 1 + the place in {@link #line} of a position of the window, 0 for a free slot; a power of two long. */
    private int[] slots = new int[64];
    private int used;
    private boolean repeated;

    @Override
    public boolean test(List<ChessPosition> ps) {
        ChessPosition p = ps.get(ps.size() - 1);
        int start = Math.max(0, ps.size() - 1 - p.halfmoves());
        if (ps != line || start != from || size > ps.size()) {
            line = ps;
            from = start;
            size = start;
            if (used > 0) {
                Arrays.fill(slots, 0);
                used = 0;
            }
            repeated = false;
        }
        for (; size < ps.size() && !repeated; size++) {
            repeated = !add(ps, size);
        }
        size = ps.size();
        return p.halfmoves() >= 99 || repeated;
    }

    /**
     * Adds the position at {@code i} of {@code ps}; false when an equal one is in the table already. The positions
     * are placed by their repetition hashes ({@link ChessPosition#repetitionHash}); keys are made and compared only
     * for two positions with the same hash.
     */
    private boolean add(List<ChessPosition> ps, int i) {
        ChessPosition p = ps.get(i);
        int hash = p.repetitionHash();
        int mask = slots.length - 1;
        for (int s = spread(hash) & mask;; s = s + 1 & mask) {
            int at = slots[s];
            if (at == 0) {
                slots[s] = i + 1;
                if (++used * 2 > slots.length) {
                    grow(ps);
                }
                return true;
            }
            ChessPosition q = ps.get(at - 1);
            if (q.repetitionHash() == hash && q.key().equals(p.key())) {
                return false;
            }
        }
    }

    private void grow(List<ChessPosition> ps) {
        int[] old = slots;
        slots = new int[old.length * 2];
        int mask = slots.length - 1;
        for (int at : old) {
            if (at != 0) {
                int s = spread(ps.get(at - 1).repetitionHash()) & mask;
                while (slots[s] != 0) {
                    s = s + 1 & mask;
                }
                slots[s] = at;
            }
        }
    }

    private static int spread(int h) {
        return h ^ h >>> 16;
    }
}
