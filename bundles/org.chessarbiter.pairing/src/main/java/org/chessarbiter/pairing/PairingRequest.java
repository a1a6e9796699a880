package org.chessarbiter.pairing;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a pairing system needs to pair one round. Plain values: it knows nothing of the
 * tournament model (the tournament bundle maps its model onto this request).
 *
 * @param round       the round to pair, 1-based
 * @param totalRounds the number of rounds of the tournament (the last round matters for C.04.3
 *                    A.7 / C.3: top scorers may get a third colour in a row in the last round)
 * @param players     every registered player, present or not, ordered by start number
 * @param options     scoring and system options
 * @param acceleration virtual points of accelerated pairings (C.04.5), {@link Acceleration#NONE}
 *                     when none are given
 */
public record PairingRequest(int round, int totalRounds, List<PairingPlayer> players, PairingOptions options,
        Acceleration acceleration) {

    public PairingRequest {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(acceleration, "acceleration");
        players = List.copyOf(players);
    }

    /** A request without given virtual points. */
    public PairingRequest(int round, int totalRounds, List<PairingPlayer> players, PairingOptions options) {
        this(round, totalRounds, players, options, Acceleration.NONE);
    }

    /** @return the same request with these virtual points */
    public PairingRequest withAcceleration(Acceleration a) {
        return new PairingRequest(round, totalRounds, players, options, a);
    }

    /** @return the player with this start number */
    public Optional<PairingPlayer> player(int id) {
        for (PairingPlayer p : players) {
            if (p.id() == id) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** @return the players to be paired this round, in the given order */
    public List<PairingPlayer> pairable() {
        return players.stream().filter(p -> p.availability().pairable()).toList();
    }

    /** @return true when the round to pair is the last round */
    public boolean isLastRound() {
        return round == totalRounds;
    }
}
