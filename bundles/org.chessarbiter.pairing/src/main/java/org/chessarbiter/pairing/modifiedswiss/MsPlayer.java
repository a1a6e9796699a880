package org.chessarbiter.pairing.modifiedswiss;

import java.util.List;
import java.util.Set;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.systems.ColourHistory;
import org.chessarbiter.pairing.systems.Meetings;

/**
 * A player as the modified Swiss system sees him before a round.
 *
 * @param id        start number (13.1 order)
 * @param rating    rating, for the 100-point limits of 13.4.2, 13.4.3 and 13.6
 * @param points    score in tenths
 * @param colours   colours of the played games
 * @param opponents everyone met
 * @param hadBye    true when he already had the point without an opponent of 13.2
 */
public record MsPlayer(int id, int rating, int points, List<Colour> colours, Set<Integer> opponents, boolean hadBye) {

    public MsPlayer {
        colours = List.copyOf(colours);
        opponents = Set.copyOf(opponents);
    }

    /** @return the player read from the request */
    public static MsPlayer of(PairingPlayer p) {
        return new MsPlayer(p.id(), p.rating(), p.points(), ColourHistory.of(p), Meetings.opponents(p),
                Meetings.hadPairingBye(p));
    }

    /** @return the colour due by 13.6's second check, or null */
    public Colour due() {
        return ColourHistory.due(colours);
    }
}
