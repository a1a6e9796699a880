package org.chessarbiter.pairing.dutch;

import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;

/**
 * C.04.3 as in force from 1 July 2017 to 31 January 2026 (the reference is bbpPairings v5.0.1).
 * The articles are quoted as the handbook text is recalled (no copy of it was at hand); their
 * effect is the one bbpPairings v5.0.1 gives them, pinned by Edition2017RulesTest and
 * Edition2017ReferenceComparisonTest.
 */
final class Rules2017 implements EditionRules {

    /**
     * C.04.1 c (2017): "A player who has already received a pairing-allocated bye, or has already
     * scored a (forfeit) win due to an opponent not appearing in time, shall not receive the bye."
     * Interpretation (as bbpPairings v5.0.1): a full-point bye given by the regulations (not by the
     * pairing) does not count; a pairing-allocated bye counts whatever it scored.
     */
    @Override
    public boolean costsByeEligibility(PastRound round, int winPoints) {
        return round.kind() == RoundKind.PAIRING_BYE || round.kind() == RoundKind.FORFEIT_WIN;
    }

    /**
     * A.4 (2017): "a player who, for whatever reason, does not play in a round, also receives a
     * downfloat" (a forfeit, any bye, an absence, the rounds before a late entry).
     */
    @Override
    public FloatKind unplayedFloat(PastRound round) {
        return FloatKind.DOWN;
    }

    @Override
    public boolean byeCriteria() {
        return false;
    }

    @Override
    public boolean collapsedLastBracket() {
        return true;
    }
}
