package org.chessarbiter.workspace.pairing;

import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.trf.TrfPairingWriter;
import org.chessarbiter.tournament.trf.TrfDocument;

/**
 * A round paired from a file: the boards, the byes and why ({@link RoundPairing#explanation()}),
 * under the policy that was decided.
 *
 * @param input   the file it was paired from
 * @param policy  the system, edition and acceleration used
 * @param pairing the round
 */
public record PairedRound(PairingInput input, PairingPolicy policy, RoundPairing pairing) {

    /** @return the file's document with this round written in (every other line kept) */
    public TrfDocument document() {
        return TrfPairingWriter.withRound(input.document(), pairing, input.tournament().record().options());
    }
}
