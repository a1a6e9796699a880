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

    /**
     * @return true when this player played {@code other} over the board in a past round (a
     *         forfeited pairing does not count: the players may be paired again)
     */
    public boolean hasPlayed(int other) {
        for (PastRound r : history) {
            if (r.kind() == RoundKind.PLAYED && r.opponent() == other) {
                return true;
            }
        }
        return false;
    }

    /** @return the number of games played over the board */
    public int gamesPlayed() {
        return (int) history.stream().filter(r -> r.kind() == RoundKind.PLAYED).count();
    }
}
