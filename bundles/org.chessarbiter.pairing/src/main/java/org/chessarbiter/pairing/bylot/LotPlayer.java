package org.chessarbiter.pairing.bylot;

import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.systems.ColourHistory;
import org.chessarbiter.pairing.systems.Meetings;

/**
 * What the draw of Art. 14 needs to know of one player, read from his history (the card of 14.1):
 * score, colours of the games played, opponents met, whether he had a bye, and his float balance
 * (14.4.4).
 *
 * @param id        start number
 * @param points    score before the round, in tenths
 * @param colours   colours of the played games, in order
 * @param opponents everyone met (played or forfeited)
 * @param hadBye    true when the player already had a round without an opponent scoring a point
 * @param floatNet  the floats that do not cancel out: +1 per "đi xuống", -1 per "đi lên" (14.4.4)
 */
public record LotPlayer(int id, int points, List<Colour> colours, Set<Integer> opponents, boolean hadBye,
        int floatNet) {

    public LotPlayer {
        colours = List.copyOf(colours);
        opponents = Set.copyOf(opponents);
    }

    /** @return the player as the draw sees him */
    public static LotPlayer of(PairingRequest request, PairingPlayer p) {
        int net = 0;
        for (FloatMark m : FloatMark.history(request, p)) {
            net += m.delta();
        }
        return new LotPlayer(p.id(), p.points(), ColourHistory.of(p), Meetings.opponents(p), Meetings.hadPairingBye(p), net);
    }

    /** @return the number of games played with white minus those with black */
    public int colourBalance() {
        return ColourHistory.balance(colours);
    }

    /** @return true when the last two games were both played with {@code c} */
    public boolean lastTwo(Colour c) {
        return ColourHistory.lastTwo(colours, c);
    }

    /** @return the colour of the last game played, or null */
    public Colour last() {
        return ColourHistory.last(colours);
    }
}
