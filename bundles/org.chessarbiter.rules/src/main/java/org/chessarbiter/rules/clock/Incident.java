package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Side;

/**
 * One entry of a game's incident log: what happened at the board between two moves and involved the arbiter
 * or the clock (an illegal move, a claim and its outcome, a time correction, a fault, the sealed move, a late
 * arrival, a sanction). Written in a scoresheet's comments as {@code [%incident …]} ({@link IncidentText}); the law in
 * force decides on each ({@link ClockArbiter}). Values: equal when they say the same.
 */
public sealed interface Incident
        permits IllegalMoveIncident, ClaimIncident, TimeIncident, FaultIncident, SealIncident, LateIncident, SanctionIncident {

    /** The player concerned: the offender (also of a sanction), the claimant, whose clock is corrected, who sealed, who came late. */
    Side side();
}
