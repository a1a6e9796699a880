package org.chessarbiter.pairing.dutch;

import java.util.Set;

/**
 * A player as the Dutch system sees it before a round.
 *
 * @param id          start number
 * @param rankIndex   0-based position in the initial ranking list (pairing number - 1; C.04.2 /
 *                    2026 art. 1.1), used for the order of art. 1.2 and colour rule E.5
 * @param score       score in tenths (art. 1.2.1)
 * @param colour      colour difference and preference (art. 1.6)
 * @param lastFloat   float received in the previous round (art. 1.4)
 * @param floatBefore float received two rounds before
 * @param playedGames games played over the board (criterion C9: unplayed games of the bye assignee)
 * @param byeEligible false when the player already had the pairing-allocated bye or scored a win
 *                    without playing (criterion C2; C.04.1 c)
 * @param opponents   start numbers of the opponents met over the board (criterion C1)
 * @param virtualPoints the virtual points of accelerated pairings included in {@code score}
 *                    (C.04.5; 0 without acceleration)
 */
public record DutchPlayer(int id, int rankIndex, int score, ColourState colour, FloatKind lastFloat,
        FloatKind floatBefore, int playedGames, boolean byeEligible, Set<Integer> opponents, int virtualPoints) {

    /** A player without virtual points. */
    public DutchPlayer(int id, int rankIndex, int score, ColourState colour, FloatKind lastFloat,
            FloatKind floatBefore, int playedGames, boolean byeEligible, Set<Integer> opponents) {
        this(id, rankIndex, score, colour, lastFloat, floatBefore, playedGames, byeEligible, opponents, 0);
    }

    /** @return the score without virtual points (C.04.5.1: they count for pairing only) */
    public int realScore() {
        return score - virtualPoints;
    }

    /** Order of the boards' higher player: real score descending, then pairing number (C.04.2 / art. 1.2). */
    public boolean ranksAboveByRealScore(DutchPlayer other) {
        return realScore() != other.realScore() ? realScore() > other.realScore() : rankIndex < other.rankIndex;
    }

    /** Order of art. 1.2: score descending, then pairing number ascending. */
    public boolean ranksAbove(DutchPlayer other) {
        return score != other.score ? score > other.score : rankIndex < other.rankIndex;
    }

    /** @return the float received {@code roundsBack} rounds ago (1 or 2) */
    public FloatKind floatAgo(int roundsBack) {
        return roundsBack == 1 ? lastFloat : floatBefore;
    }
}
