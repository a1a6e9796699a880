package org.chessarbiter.workspace.op;

import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.Round;

/**
 * One manual change of a round's pairing by the arbiter, one record per action: {@link SwapOpponents},
 * {@link ExchangeColours}, {@link PairPlayers}, {@link UnpairBoard}, {@link GiveBye}. A change only
 * rearranges the round; whether the rules allow it is graded by {@link ManualPairing} (the pairing
 * checker), which the command line and the workbench call alike ({@link ManualChangeOperation}).
 */
public sealed interface ManualChange permits SwapOpponents, ExchangeColours, PairPlayers, UnpairBoard, GiveBye {

    /** The round changed. */
    int round();

    /** The action as the audit trail records it. */
    AuditAction action();

    /**
     * The round as the change leaves it, or why the change does not fit the round (a board it does not
     * have, a player already paired): an error located at the board or the player.
     */
    ParseResult<Round> apply(Round r);

    /** The start numbers the change concerns in {@code r} (the round before the change). */
    List<Integer> players(Round r);
}
