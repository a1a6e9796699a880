package org.chessarbiter.engine.search;

/**
 * The order in which the search tries moves, best guesses first: the move the transposition table
 * remembers, then captures by most valuable victim / least valuable attacker, then the two killer moves
 * of the ply (quiet moves that refuted a sibling), then quiet moves by their history of cut-offs.
 */
final class MoveOrderer {
    private static final int TT_MOVE = 1 << 30;
    private static final int CAPTURE = 1 << 29;
    private static final int KILLER = 1 << 28;

    private final int[][] killers = new int[Searcher.MAX_PLY][2];
    private final int[] history = new int[1 << 16];

    /** Forgets the killers and halves the history (a new search). */
    void newSearch() {
        for (int[] k : killers) {
            k[0] = 0;
            k[1] = 0;
        }
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 1;
        }
    }

    /** Scores the {@code n} moves for ordering into {@code scores}. */
    void score(SearchBoard board, int[] moves, int[] scores, int n, int ttMove, int ply) {
        int[] k = killers[ply];
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            int capture = board.captureOrder(m);
            if (m == ttMove) {
                scores[i] = TT_MOVE;
            } else if (capture >= 0) {
                scores[i] = CAPTURE + capture;
            } else if (m == k[0]) {
                scores[i] = KILLER + 1;
            } else if (m == k[1]) {
                scores[i] = KILLER;
            } else {
                scores[i] = Math.min(history[m & 0xFFFF], KILLER - 1);
            }
        }
    }

    /** Moves the best-scored of the moves from {@code i} on to {@code i} (a selection sort step) and returns it. */
    static int pick(int[] moves, int[] scores, int i, int n) {
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (scores[j] > scores[best]) {
                best = j;
            }
        }
        int m = moves[best];
        moves[best] = moves[i];
        moves[i] = m;
        int s = scores[best];
        scores[best] = scores[i];
        scores[i] = s;
        return m;
    }

    /** A quiet move caused a cut-off at {@code ply} after a search of {@code depth} plies. */
    void cutoff(int move, int ply, int depth) {
        int[] k = killers[ply];
        if (k[0] != move) {
            k[1] = k[0];
            k[0] = move;
        }
        int i = move & 0xFFFF;
        history[i] = Math.min(history[i] + depth * depth, KILLER / 2);
    }
}
