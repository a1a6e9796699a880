package org.chessarbiter.pairing.dutch;

import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;

/** C.04.3 as in force from 1 February 2026. */
final class Rules2026 implements EditionRules {

    @Override
    public boolean costsByeEligibility(PastRound round, int winPoints) {
        // C2 (C.04.1 c): one pairing-allocated bye at most; a player who scored a win without
        // playing (forfeit win, full-point bye) is treated as having had it
        return round.kind() != RoundKind.PLAYED && (round.points() >= winPoints || round.kind() == RoundKind.PAIRING_BYE);
    }

    @Override
    public FloatKind unplayedFloat(PastRound round) {
        // 1.4.3: scoring more than a loss without playing counts as a downfloat
        return round.points() > 0 ? FloatKind.DOWN : FloatKind.NONE;
    }

    @Override
    public boolean byeCriteria() {
        return true;
    }

    @Override
    public boolean collapsedLastBracket() {
        return false;
    }
}
