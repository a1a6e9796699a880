package org.chessarbiter.engine.search;

/**
 * A game's mutable board as the search sees it: moves are the game's packed ints, made and taken back
 * in stack order, on top of the moves of the game so far (made when the board was built, so that
 * repetition reaches into the game). Each game implements it over its own fast move generator; the
 * {@link Searcher} knows nothing of chess or xiangqi.
 */
public interface SearchBoard {

    /** Writes the legal moves into {@code out} (room for {@link Searcher#MAX_MOVES}); returns how many. */
    int legalMoves(int[] out);

    /** Writes the legal captures (and capturing promotions) into {@code out}; returns how many. */
    int legalCaptures(int[] out);

    /** Plays a legal move. */
    void make(int move);

    /** Takes back the last move made. */
    void unmake();

    /** The number of moves made since the game's first position (game moves included). */
    int ply();

    /** The hash of the position after {@code ply} moves (0 .. {@link #ply()}): equal positions, equal hashes. */
    long hashAt(int ply);

    /** The hash of the current position. */
    default long hash() {
        return hashAt(ply());
    }

    /** Plies since the last irreversible move (capture, pawn move): repetitions are looked for that far back. */
    int reversiblePlies();

    /** Whether the side to move is in check. */
    boolean inCheck();

    /** The static evaluation in centipawns, from the side to move's point of view. */
    int evaluate();

    /**
     * For move ordering: the value of the piece {@code move} captures times 8 minus the rank of the piece
     * moving (most valuable victim, least valuable attacker), or a negative number for a quiet move.
     */
    int captureOrder(int move);

    /**
     * The score of the side to move when it has no legal move, {@code mated} being the score of being
     * checkmated now: chess gives {@code mated} in check and 0 (stalemate, a draw) otherwise; xiangqi gives
     * {@code mated} in both cases (Luật Cờ Tướng 2004 Điều 7.1).
     */
    int noMoveScore(int mated);

    /** Whether the game's rules make the current position a draw whatever is played (dead material, move count). */
    boolean isRuleDraw();

    /**
     * The score for the side to move when the current position repeats the one after {@code earlierPly}
     * moves: 0 for a draw (chess), or a win / loss where the game's law punishes the repeating side
     * (xiangqi perpetual check), {@code win} being the score of such a win.
     */
    int repetitionScore(int earlierPly, int win);
}
