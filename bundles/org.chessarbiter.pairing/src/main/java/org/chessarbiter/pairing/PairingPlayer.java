package org.chessarbiter.pairing;

import java.util.List;
import java.util.Objects;

/**
 * A player as a pairing system sees it before a round.
 *
 * @param id           start number (pairing number), 1-based and unique in the request
 * @param name         display name (may be empty)
 * @param rating       rating, 0 when unrated
 * @param points       score before the round in tenths of a point (exact arithmetic)
 * @param history      one entry per past round, in round order (size = round to pair - 1)
 * @param availability whether the player is paired this round
 */
public record PairingPlayer(int id, String name, int rating, int points, List<PastRound> history,
        Availability availability) {

    public PairingPlayer {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(availability, "availability");
        history = List.copyOf(history);
    }

    /** @return the number of rounds in which this player had an opponent (played or forfeited) */
    public long gamesWithOpponent() {
        return history.stream().filter(r -> r.kind().hasOpponent()).count();
    }

    /** @return true when this player met {@code other} in a past round (played or forfeited) */
    public boolean hasMet(int other) {
        for (PastRound r : history) {
            if (r.kind().hasOpponent() && r.opponent() == other) {
                return true;
            }
        }
        return false;
    }

    /** @return true when this player already received a pairing-allocated bye or a forfeit win */
    public boolean hadPairingByeOrForfeitWin() {
        return history.stream().anyMatch(r -> r.kind() == RoundKind.PAIRING_BYE || r.kind() == RoundKind.FORFEIT_WIN);
    }
}
