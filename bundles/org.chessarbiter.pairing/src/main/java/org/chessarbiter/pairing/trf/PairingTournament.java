package org.chessarbiter.pairing.trf;

import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.TournamentRecord;

/**
 * A tournament as the pairing engines see it, read from the tournament model (and the TRF lines
 * the model does not keep: initial colour, accelerations, system): the rounds paired so far, who
 * is announced as not playing the next round, and the system line.
 *
 * @param record           the rounds paired so far (1 .. {@code pairedRounds}), results, options
 * @param pairedRounds     the rounds that have pairings (a game or the pairing-allocated bye)
 * @param upcoming         availability in round {@code pairedRounds + 1} of the players announced
 *                         as not paired then (byes entered in advance, TRF26 240 records,
 *                         withdrawals); everybody else is to be paired
 * @param roundsWithResults the rounds holding at least one known result: published, never re-paired
 * @param systemCode       the system named by the file (TRF26 192, else 092), "" when none
 */
public record PairingTournament(TournamentRecord record, int pairedRounds, Map<Integer, Availability> upcoming,
        Set<Integer> roundsWithResults, String systemCode) {

    public PairingTournament {
        Objects.requireNonNull(record, "record");
        upcoming = Map.copyOf(upcoming);
        roundsWithResults = Set.copyOf(roundsWithResults);
        Objects.requireNonNull(systemCode, "systemCode");
    }

    /** @return the next round to pair */
    public int nextRound() {
        return pairedRounds + 1;
    }

    /** @return true when round {@code round} holds results (C.04.1: a published round is never paired again) */
    public boolean hasResults(int round) {
        return roundsWithResults.contains(round);
    }

    /**
     * The request to pair {@code round}: a round already paired is re-paired from the results of
     * the rounds before it (who played it as recorded); the next round from all results so far.
     *
     * @param round 1 .. {@link #nextRound()}
     */
    public PairingRequest requestFor(int round) {
        if (round < 1 || round > nextRound()) {
            throw new IllegalArgumentException("round " + round + " is not between 1 and " + nextRound());
        }
        if (round <= pairedRounds) {
            return record.requestFor(round);
        }
        return record.requestAfterRecorded(round, upcoming);
    }
}
