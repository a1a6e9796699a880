package org.chessarbiter.workspace.pairing;

import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.trf.TrfPairingWriter;
import org.chessarbiter.tournament.trf.TrfDocument;

/**
 * A round paired from a file: the boards, the byes and why ({@link RoundPairing#explanation()}),
 * under the policy that was decided.
 *
 * @param input   the file it was paired from
 * @param policy  the system (edition, acceleration, seed of the lot) used
 * @param pairing the round
 */
public record PairedRound(PairingInput input, PairingPolicy policy, RoundPairing pairing) {

    /**
     * @return the file's document with this round written in (every other line kept); drawn by lot,
     *         with the tournament's seed recorded ({@code ### SWISS_BY_LOT seed N}) so that the next
     *         round is drawn from the same seed and this one can be drawn again identically
     */
    public TrfDocument document() {
        TrfDocument written = TrfPairingWriter.withRound(input.document(), pairing, input.tournament().record().options());
        return policy.choice().drawsByLot() && policy.seed().isPresent()
                ? LotSeed.recordedIn(written, policy.seed().getAsLong()) : written;
    }
}
