package org.chessarbiter.rules.chess;

import org.chessarbiter.rules.chess.internal.AttackTables;
import org.chessarbiter.rules.chess.internal.Board;
import org.chessarbiter.rules.chess.internal.MoveGenerator;

/**
 * A quick answer to "is there a checkmate by one side among the positions reachable by legal moves?",
 * the question {@link DeadPosition}'s search answers by visiting them all. The same reachable set is
 * visited, in another order: the most promising positions first (the mating side's pawns nearer
 * promotion and the pieces in their way nearer capture; once it has a queen or a rook, the other king
 * with fewer free squares and nearer a corner), so that in a position that is not dead a mate is usually
 * met after a few hundred positions instead of after the whole set. The guide only orders the visit: the
 * answers are facts about the reachable set, whatever the order:
 * <ul>
 * <li>{@link #MATE}: a position reachable from the root is a checkmate by the side (so the exhaustive
 * search cannot answer that it cannot mate);</li>
 * <li>{@link #NO_MATE}: the whole reachable set was visited, it has no more than {@link #budget} members
 * and none is a checkmate by the side (what the exhaustive search answers with a budget at least as
 * large);</li>
 * <li>{@link #GAVE_UP}: more than {@link #budget} positions and no mate met: nothing is known.</li>
 * </ul>
 */
final class MateProbe {
    static final int MATE = 1;
    static final int NO_MATE = 0;
    static final int GAVE_UP = -1;

    private static final long DARK = 0xAA55AA55AA55AA55L;

    private final int mater;
    private final int budget;

    /** A probe for mates by {@code mater} (0 white, 1 black) visiting at most {@code budget} positions. */
    MateProbe(int mater, int budget) {
        this.mater = mater;
        this.budget = budget;
    }

    /** {@link #MATE}, {@link #NO_MATE} or {@link #GAVE_UP} for the positions reachable from {@code root}. */
    int run(Board root) {
        int[] moves = new int[256];
        if (isMateByMater(root, moves)) {
            return MATE;
        }
        BoardSet seen = new BoardSet(Math.min(budget, 512));
        seen.add(root);
        Queue todo = new Queue();
        int order = 0;
        todo.add(root.copy(), 0, order++);
        int[] childMoves = new int[256];
        Board spare = null;
        while (!todo.isEmpty()) {
            Board b = todo.poll();
            int n = MoveGenerator.generate(b, moves);
            for (int i = 0; i < n; i++) {
                // a child already seen (most of them, in a search of a closed set) reuses the board it was made on
                Board c = spare == null ? new Board() : spare;
                c.copyFrom(b);
                c.play(moves[i]);
                if (!seen.add(c)) {
                    spare = c;
                    continue;
                }
                spare = null;
                if (isMateByMater(c, childMoves)) {
                    return MATE;
                }
                if (seen.size() > budget) {
                    return GAVE_UP;
                }
                todo.add(c, guide(c), order++);
            }
        }
        return NO_MATE;
    }

    /** Whether the side to move in {@code b} is checkmated by {@link #mater}. */
    private boolean isMateByMater(Board b, int[] scratch) {
        return b.turn != mater && b.inCheck() && MoveGenerator.generate(b, scratch) == 0;
    }

    /** How far {@code b} looks from a mate by {@link #mater}: lower is tried first. */
    private int guide(Board b) {
        long own = b.sides[mater];
        int theirKing = b.king(mater ^ 1);
        int ownKing = b.king(mater);
        if ((own & (b.roles[Board.QUEEN] | b.roles[Board.ROOK])) != 0) {
            long theirPieces = b.sides[mater ^ 1] & ~b.roles[Board.KING] & ~b.roles[Board.PAWN];
            return 10 * freeSquares(b, theirKing) + 3 * cornerDistance(theirKing) + 2 * distance(ownKing, theirKing)
                    + 20 * Long.bitCount(theirPieces) + (b.turn != mater && b.inCheck() ? 0 : 4);
        }
        if (DeadPosition.insufficientMaterial(b, mater)) {
            return 10_000; // no mate by the mater from here: visited last
        }
        long pawns = own & b.roles[Board.PAWN];
        if (pawns == 0) {
            return 3_000 + 10 * freeSquares(b, theirKing) + 3 * cornerDistance(theirKing)
                    + 2 * distance(ownKing, theirKing);
        }
        int best = Integer.MAX_VALUE;
        int target = -1;
        long occupied = b.occupied();
        for (long p = pawns; p != 0; p &= p - 1) {
            int sq = Long.numberOfTrailingZeros(p);
            int steps = mater == Board.WHITE ? 7 - (sq >>> 3) : sq >>> 3;
            long ahead = ahead(sq) & occupied;
            int cost = steps + 6 * Long.bitCount(ahead);
            if (cost < best) {
                best = cost;
                target = ahead == 0 ? -1
                        : mater == Board.WHITE ? Long.numberOfTrailingZeros(ahead) : 63 - Long.numberOfLeadingZeros(ahead);
            }
        }
        int guide = 1_000 + 20 * best;
        if (target >= 0) {
            guide += 3 * distance(ownKing, target);
            long bishops = own & b.roles[Board.BISHOP];
            long sameColour = ((1L << target) & DARK) != 0 ? DARK : ~DARK;
            if ((bishops & sameColour) != 0) {
                guide -= 2;
            }
        }
        return guide;
    }

    /** The squares in front of a pawn of {@link #mater} on {@code sq}, on its file. */
    private long ahead(int sq) {
        long file = 0x0101010101010101L << (sq & 7);
        return mater == Board.WHITE ? file & (-2L << sq) : file & ((1L << sq) - 1);
    }

    /** The squares next to {@code king} its side could step to (empty or the mater's, not attacked). */
    private int freeSquares(Board b, int king) {
        int n = 0;
        long occupiedNoKing = b.occupied() ^ (1L << king);
        for (long t = AttackTables.KING[king] & ~b.sides[mater ^ 1]; t != 0; t &= t - 1) {
            if (b.attackers(Long.numberOfTrailingZeros(t), mater, occupiedNoKing) == 0) {
                n++;
            }
        }
        return n;
    }

    private static int cornerDistance(int sq) {
        int f = sq & 7;
        int r = sq >>> 3;
        return Math.min(f, 7 - f) + Math.min(r, 7 - r);
    }

    private static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }

    /**
     * The positions to visit, the lowest guide first and, among equal guides, the first added (a binary heap on
     * the guide and the order of adding together: no two positions have the same key, so the order of the visit
     * is fixed).
     */
    private static final class Queue {
        private long[] keys = new long[64];
        private Board[] boards = new Board[64];
        private int size;

        boolean isEmpty() {
            return size == 0;
        }

        /** {@code guide} is never negative, {@code order} counts from 0. */
        void add(Board b, int guide, int order) {
            if (size == keys.length) {
                keys = java.util.Arrays.copyOf(keys, size * 2);
                boards = java.util.Arrays.copyOf(boards, size * 2);
            }
            long key = (long) guide << 32 | order;
            int i = size++;
            while (i > 0) {
                int parent = (i - 1) >>> 1;
                if (keys[parent] <= key) {
                    break;
                }
                keys[i] = keys[parent];
                boards[i] = boards[parent];
                i = parent;
            }
            keys[i] = key;
            boards[i] = b;
        }

        Board poll() {
            Board first = boards[0];
            int last = --size;
            long key = keys[last];
            Board b = boards[last];
            boards[last] = null;
            if (last > 0) {
                int i = 0;
                int half = last >>> 1;
                while (i < half) {
                    int child = 2 * i + 1;
                    if (child + 1 < last && keys[child + 1] < keys[child]) {
                        child++;
                    }
                    if (key <= keys[child]) {
                        break;
                    }
                    keys[i] = keys[child];
                    boards[i] = boards[child];
                    i = child;
                }
                keys[i] = key;
                boards[i] = b;
            }
            return first;
        }
    }
}
