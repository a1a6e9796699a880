package org.chessarbiter.engine.search;

import org.chessarbiter.engine.Score;

/**
 * The search's integer scores: centipawns, and mates as {@link #MATE} minus the plies to the mate (so a
 * quicker mate scores higher). A win the law gives without a mate (xiangqi perpetual check) scores
 * {@link #WIN} minus the plies, below every mate and above every evaluation.
 */
public final class Scores {
    public static final int INFINITY = 32000;
    public static final int MATE = 31000;
    /** Scores above this (in absolute value) are mates. */
    public static final int MATE_BOUND = MATE - 1000;
    public static final int WIN = 29000;
    /** Scores above this (in absolute value) are wins by the rules (mates included). */
    public static final int WIN_BOUND = WIN - 1000;

    private Scores() {
    }

    /** The score stored in the table: mates counted from the position, not from the root. */
    static int toTable(int score, int ply) {
        return score > WIN_BOUND ? score + ply : score < -WIN_BOUND ? score - ply : score;
    }

    static int fromTable(int score, int ply) {
        return score > WIN_BOUND ? score - ply : score < -WIN_BOUND ? score + ply : score;
    }

    /** The score in UCI terms: mate in moves, or centipawns (a win by the rules shows as a large centipawn score). */
    public static Score toScore(int score) {
        if (score > MATE_BOUND) {
            return Score.mate((MATE - score + 1) / 2);
        }
        if (score < -MATE_BOUND) {
            return Score.mate(-(MATE + score) / 2);
        }
        return Score.centipawns(score);
    }
}
