package org.chessarbiter.pairing.trf;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Outcome;

/**
 * One player's round of the tournament model as the pairing engines see it (C.04.1 / C.04.3 A.6:
 * only games played over the board count for colours and rematches; a forfeit may be paired again).
 */
final class RoundEntries {

    private RoundEntries() {
    }

    /**
     * @param opponent the opponent's start number
     * @param first    true when the player is the first (White) player of the board
     * @param outcome  the player's outcome (a pending result counts as a game to be played)
     * @param tenths   the points the outcome scores, in tenths
     */
    static PastRound game(int opponent, boolean first, Outcome outcome, int tenths) {
        Colour colour = first ? Colour.WHITE : Colour.BLACK;
        RoundKind kind = switch (outcome) {
            case FORFEIT_WIN -> RoundKind.FORFEIT_WIN;
            case FORFEIT_LOSS, ANNULLED -> RoundKind.FORFEIT_LOSS;
            default -> RoundKind.PLAYED;
        };
        return new PastRound(opponent, colour, kind, tenths);
    }

    /** A round without opponent. */
    static PastRound bye(ByeKind kind, int tenths) {
        RoundKind k = switch (kind) {
            case PAIRING_ALLOCATED -> RoundKind.PAIRING_BYE;
            case HALF_POINT -> RoundKind.HALF_POINT_BYE;
            case FULL_POINT -> RoundKind.FULL_POINT_BYE;
            case ZERO_POINT, ABSENT -> RoundKind.ZERO_POINT_BYE;
        };
        return PastRound.bye(k, tenths);
    }
}
