package org.chessarbiter.pairing.dutch;

import org.chessarbiter.pairing.PastRound;

/**
 * What one edition of the Dutch system (C.04.3) decides differently from another: the engine asks
 * its edition's rules here and nowhere else. Each method names the articles of both editions.
 */
interface EditionRules {

    /**
     * Bye eligibility (2017: C.04.1 c "has already scored a (forfeit) win due to an opponent not
     * appearing in time"; 2026: C2 with C.04.1 c, any win scored without playing).
     *
     * @param round     one past round of the player
     * @param winPoints points of a win, in tenths
     * @return true when that round keeps the player from the pairing-allocated bye
     */
    boolean costsByeEligibility(PastRound round, int winPoints);

    /**
     * The float of a round the player did not play over the board (2017: A.4 "a player who, for
     * whatever reason, does not play in a round, also receives a downfloat"; 2026: 1.4.3, only when
     * scoring more than a loss without playing).
     */
    FloatKind unplayedFloat(PastRound round);

    /**
     * Whether the bye criteria C5 (the bye goes to the lowest score possible) and C9 (minimise the
     * unplayed games of the bye assignee) exist: 2026 only; in 2017 the bye falls out of the last
     * bracket (A.9, C.04.3 2017 has no such criteria).
     */
    boolean byeCriteria();

    /**
     * The last-bracket procedure. 2017 (A.9 "Round-Pairing Outlook", C.4 completion only in the
     * PPB): a bracket is paired without the completion criterion; when its downfloaters and the
     * players below cannot complete the round, it is re-paired as the Penultimate Pairing Bracket
     * and every player left forms one Collapsed Last Bracket ({@link Brackets2017}). 2026: C4
     * completion is a criterion of every bracket.
     */
    boolean collapsedLastBracket();
}
