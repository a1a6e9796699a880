package org.chessarbiter.pairing.trf;

import java.util.List;

import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Pairs a round of a tournament read from a file: the next round, or the last paired round again
 * while it has no results. A round with results has been published and played: it is never paired
 * again (DESIGN.md, "a published round is never rewritten"; the tournament bundle's
 * PublishedRounds), and an earlier round cannot be re-paired under rounds paired after it.
 */
public final class RoundToPair {

    private RoundToPair() {
    }

    /**
     * @param round      the round to pair, 0 for the next one
     * @param accelerate true to ask for the Baku acceleration (C.04.5.1) when the file gives no
     *                   virtual points of its own
     * @return the pairing, or why there is none (nothing is partially paired)
     */
    public static PairingOutcome pair(PairingTournament t, int round, PairingSystem system, boolean accelerate) {
        int r = round == 0 ? t.nextRound() : round;
        if (t.hasResults(r)) {
            return fail("error.published", r);
        }
        if (r < t.pairedRounds() || r > t.nextRound() || r < 1) {
            return fail("error.roundOrder", r, t.nextRound(), t.pairedRounds());
        }
        PairingRequest request = t.requestFor(r);
        if (accelerate) {
            request = new PairingRequest(request.round(), request.totalRounds(), request.players(),
                    request.options().withAcceleration(true), request.acceleration());
        }
        return system.pair(request);
    }

    private static PairingOutcome fail(String key, Object... args) {
        return new PairingOutcome.Failed(List.of(Problem.error(ProblemKind.ILLEGAL, Location.part("round"),
                Message.of(PairingSystem.class, key, args))));
    }
}
