package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.chessarbiter.pairing.Acceleration;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.RoundKind;

/**
 * The Baku Acceleration Method, FIDE C.04.5.1:
 * <ul>
 * <li>"Initial Groups Division": before round 1 the players to be paired, in their initial order,
 * are split into GA, "the first half of the players, rounded up to the nearest even number"
 * (2 * Q, Q = players / 4 rounded up), and GB, the others;</li>
 * <li>"Late entries": "the last GA-player shall be the same as in the previous round": a late entry
 * whose pairing number falls at or above the last GA-player joins GA (GA may become odd);</li>
 * <li>"Virtual points": the accelerated rounds are the first half (rounded up) of the rounds; GA
 * players get 1 virtual point before the first half (rounded up) of the accelerated rounds, 0.5
 * before the others, and nobody gets any afterwards (nine rounds: 1, 1, 1, 0.5, 0.5, 0, ...).</li>
 * </ul>
 * Interpretations (pinned by BakuAccelerationTest, docs/law-trace/pairing-dutch.md): "the players
 * to be paired" of round 1 are those paired (or given the pairing-allocated bye) in round 1 as
 * recorded, or, when pairing round 1, those present; "1 point" and "0.5" are the points of a win
 * and of a draw (the method requires standard 1 / ½ / 0 scoring). bbpPairings v6.0.0 puts
 * ceil(n/2) players in GA (not rounded up to even): the two differ when that number is odd, and the
 * FIDE text is followed here.
 */
public final class BakuAcceleration {

    private BakuAcceleration() {
    }

    /** @return true when the scoring allows the method (a draw is half a win; C.04.5.1 first sentence) */
    public static boolean applicable(int winPoints, int drawPoints) {
        return winPoints > 0 && drawPoints * 2 == winPoints;
    }

    /** @return the number of GA players among {@code players} to be paired in round 1 */
    public static int groupA(int players) {
        return 2 * ((players + 3) / 4);
    }

    /** @return the number of accelerated rounds of a tournament of {@code rounds} rounds */
    public static int acceleratedRounds(int rounds) {
        return (rounds + 1) / 2;
    }

    /** @return the number of rounds with a full virtual point */
    public static int fullPointRounds(int rounds) {
        return (acceleratedRounds(rounds) + 1) / 2;
    }

    /** @return the virtual points of a GA player in {@code round} (1-based), in tenths for the given scoring */
    public static int virtualPoints(int round, int rounds, int winPoints, int drawPoints) {
        if (round <= fullPointRounds(rounds)) {
            return winPoints;
        }
        return round <= acceleratedRounds(rounds) ? drawPoints : 0;
    }

    /** @return the virtual points of every GA player for every round up to the request's round */
    public static Acceleration of(PairingRequest request) {
        List<PairingPlayer> initial = new ArrayList<>();
        for (PairingPlayer p : request.players()) {
            boolean inRoundOne = request.round() == 1 ? p.availability().pairable()
                    : !p.history().isEmpty() && (p.history().get(0).kind().hasOpponent()
                            || p.history().get(0).kind() == RoundKind.PAIRING_BYE);
            if (inRoundOne) {
                initial.add(p);
            }
        }
        initial.sort(java.util.Comparator.comparingInt(PairingPlayer::id));
        int ga = Math.min(groupA(initial.size()), initial.size());
        if (ga == 0) {
            return Acceleration.NONE;
        }
        int lastGa = initial.get(ga - 1).id();
        int win = request.options().winPoints();
        int draw = request.options().drawPoints();
        List<Integer> perRound = new ArrayList<>();
        for (int r = 1; r <= request.round(); r++) {
            perRound.add(virtualPoints(r, request.totalRounds(), win, draw));
        }
        Map<Integer, List<Integer>> out = new HashMap<>();
        for (PairingPlayer p : request.players()) {
            if (p.id() <= lastGa) {
                out.put(p.id(), perRound);
            }
        }
        return new Acceleration(out);
    }
}
