package org.chessarbiter.pairing.systems;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.RoundPairing;

/**
 * Plays a tournament with a pairing system and random (seeded) results, keeping the histories the
 * way the tournament bundle would, so that multi-round tests and property tests can ask a system
 * for round after round.
 */
public final class Simulator {

    private final PairingSystem system;
    private final int totalRounds;
    private final int[] ratings;
    private final List<List<PastRound>> histories = new ArrayList<>();
    private final List<RoundPairing> rounds = new ArrayList<>();
    private final SplittableRandom random;

    public Simulator(PairingSystem system, int totalRounds, int[] ratings, long seed) {
        this.system = system;
        this.totalRounds = totalRounds;
        this.ratings = ratings.clone();
        this.random = new SplittableRandom(seed);
        for (int i = 0; i < ratings.length; i++) {
            histories.add(new ArrayList<>());
        }
    }

    /** @return the request for the next round */
    public PairingRequest request() {
        List<PairingPlayer> players = new ArrayList<>();
        for (int i = 0; i < ratings.length; i++) {
            int points = histories.get(i).stream().mapToInt(PastRound::points).sum();
            players.add(new PairingPlayer(i + 1, "P" + (i + 1), ratings[i], points, histories.get(i),
                    Availability.PRESENT));
        }
        return new PairingRequest(rounds.size() + 1, totalRounds, players, PairingOptions.standard(Colour.WHITE));
    }

    /** Pairs the next round without playing it (play it with {@link #play(RoundPairing, java.util.function.ToIntFunction)}). */
    public PairingOutcome pairOnly() {
        return system.pair(request());
    }

    /** Pairs the next round and plays it with random results; returns the outcome. */
    public PairingOutcome next() {
        PairingOutcome out = system.pair(request());
        if (out instanceof PairingOutcome.Paired p) {
            play(p.pairing());
        }
        return out;
    }

    /** Records a pairing with random results. */
    public void play(RoundPairing pairing) {
        play(pairing, b -> random.nextInt(3) * 5);
    }

    /** Records a pairing with the given results: white's points on each board, in tenths. */
    public void play(RoundPairing pairing, java.util.function.ToIntFunction<Board> whitePoints) {
        boolean[] done = new boolean[ratings.length];
        for (Board b : pairing.boards()) {
            int w = whitePoints.applyAsInt(b);
            histories.get(b.white() - 1).add(PastRound.played(b.black(), Colour.WHITE, w));
            histories.get(b.black() - 1).add(PastRound.played(b.white(), Colour.BLACK, 10 - w));
            done[b.white() - 1] = true;
            done[b.black() - 1] = true;
        }
        for (Bye bye : pairing.byes()) {
            histories.get(bye.player() - 1).add(PastRound.bye(RoundKind.PAIRING_BYE, 10));
            done[bye.player() - 1] = true;
        }
        for (int i = 0; i < done.length; i++) {
            if (!done[i]) {
                throw new AssertionError("player " + (i + 1) + " neither paired nor given a bye in round "
                        + pairing.round());
            }
        }
        rounds.add(pairing);
    }

    /** @return the rounds paired so far */
    public List<RoundPairing> rounds() {
        return rounds;
    }

    /** @return the history of a player */
    public List<PastRound> history(int id) {
        return histories.get(id - 1);
    }
}
