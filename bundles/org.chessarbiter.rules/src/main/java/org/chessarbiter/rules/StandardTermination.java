package org.chessarbiter.rules;

/** The terminations chess and xiangqi share (names in messages.properties of this package). */
public enum StandardTermination implements Termination {
    /** The side to move is checkmated (chess) / has no move while its general is attacked. */
    CHECKMATE,
    /** The side to move has no legal move and is not in check. */
    STALEMATE,
    /** No sequence of legal moves can lead to a checkmate (FIDE 2018 5.2.2). */
    DEAD_POSITION,
    /** The same position for the third time (FIDE 2018 9.2): a claim. */
    THREEFOLD_REPETITION,
    /** The same position for the fifth time (FIDE 2018 9.6.1): automatic. */
    FIVEFOLD_REPETITION,
    /** Fifty moves by each side without a pawn move or capture (FIDE 2018 9.3): a claim. */
    FIFTY_MOVES,
    /** Seventy-five moves by each side without a pawn move or capture (FIDE 2018 9.6.2). */
    SEVENTY_FIVE_MOVES,
    /** A move-count limit of the game's law (e.g. xiangqi move-count controls). */
    MOVE_LIMIT,
    /** A repetition the law scores as a draw (e.g. xiangqi: both sides repeat allowed moves). */
    REPETITION,
    /** Perpetual check: the checking side loses or must change (xiangqi verdicts). */
    PERPETUAL_CHECK,
    /** Perpetual chase: the chasing side loses or must change (xiangqi verdicts). */
    PERPETUAL_CHASE,
    /** A player's time ran out (FIDE 2018 6.9). */
    FLAG_FALL,
    /** A player resigned (FIDE 2018 5.1.2). */
    RESIGNATION,
    /** Draw by agreement (FIDE 2018 5.2.3). */
    AGREEMENT,
    /** A game lost by forfeit, e.g. illegal moves (FIDE 2018 7.5.5) or absence (6.7). */
    FORFEIT;

    @Override
    public String id() {
        return name();
    }
}
