package org.chessarbiter.rules.chess.internal;

/**
 * Perft on the internal board by copy-make with preallocated per-ply buffers and bulk counting at
 * the last ply (the count of legal moves is the number of leaves). One instance per thread.
 */
public final class FastPerft {
    private static final int MAX_PLY = 64;
    private final Board[] boards = new Board[MAX_PLY];
    private final int[][] moves = new int[MAX_PLY][256];

    public FastPerft() {
        for (int i = 0; i < MAX_PLY; i++) {
            boards[i] = new Board();
        }
    }

    public long perft(Board root, int depth) {
        if (depth <= 0) {
            return 1;
        }
        boards[0].copyFrom(root);
        return perft(0, depth);
    }

    private long perft(int ply, int depth) {
        Board b = boards[ply];
        int[] ms = moves[ply];
        int n = MoveGenerator.generate(b, ms);
        if (depth == 1) {
            return n;
        }
        Board child = boards[ply + 1];
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            child.copyFrom(b);
            child.play(ms[i]);
            nodes += perft(ply + 1, depth - 1);
        }
        return nodes;
    }
}
