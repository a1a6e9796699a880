package org.chessarbiter.rules.xiangqi;

/** Counts the leaf nodes of the legal move tree (perft), the standard move-generator oracle. */
public final class Perft {
    private Perft() {
    }

    /** Number of legal move sequences of length {@code depth} from the board (restored after). */
    public static long perft(Board b, int depth) {
        int[][] buffers = new int[Math.max(depth, 1)][MoveGenerator.MAX_MOVES];
        return depth == 0 ? 1 : count(b, depth, buffers);
    }

    private static long count(Board b, int depth, int[][] buffers) {
        int[] moves = buffers[depth - 1];
        int n = MoveGenerator.legalMoves(b, moves);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            b.makeMove(moves[i]);
            total += count(b, depth - 1, buffers);
            b.unmakeMove();
        }
        return total;
    }
}
