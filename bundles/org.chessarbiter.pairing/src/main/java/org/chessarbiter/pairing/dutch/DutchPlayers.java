package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.chessarbiter.pairing.Acceleration;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;

/** Builds the {@link DutchPlayer}s of a request: the players to pair, in the order of art. 1.2. */
final class DutchPlayers {

    private DutchPlayers() {
    }

    /** @return the pairable players, sorted by score (descending) then pairing number */
    static List<DutchPlayer> sorted(PairingRequest request) {
        return sorted(request, request.acceleration(), DutchEdition.FIDE_2026.rules());
    }

    /**
     * @param acceleration virtual points (C.04.5): added to the scores of the round being paired
     *                     and, for the floats of art. 1.4, of the rounds before (as they stood then)
     * @param edition      where the editions differ (bye eligibility, floats of unplayed rounds)
     * @return the pairable players, sorted by (accelerated) score descending, then pairing number
     */
    static List<DutchPlayer> sorted(PairingRequest request, Acceleration acceleration, EditionRules edition) {
        List<PairingPlayer> byId = new ArrayList<>(request.players());
        byId.sort(Comparator.comparingInt(PairingPlayer::id));
        Map<Integer, PairingPlayer> index = new HashMap<>();
        byId.forEach(p -> index.put(p.id(), p));
        List<DutchPlayer> out = new ArrayList<>();
        int rank = 0;
        for (PairingPlayer p : byId) {
            if (!numbered(p)) {
                continue;
            }
            if (p.availability().pairable()) {
                out.add(of(p, rank, index, request, acceleration, edition));
            }
            rank++;
        }
        out.sort((a, b) -> a.ranksAbove(b) ? -1 : b.ranksAbove(a) ? 1 : 0);
        return out;
    }

    /**
     * Whether the player holds a pairing number this round (art. 1.2.2: pairing numbers follow the
     * initial ranking list "and subsequent modifications depending on possible late entries").
     * Interpretation, as the reference engines apply it: a player counts once paired in some round
     * (a game, a forfeit or the pairing-allocated bye) or when to be paired now; a player absent
     * from every round so far (a late entry) is not numbered yet. Pinned by the round-1 colour
     * tests with absent players.
     */
    static boolean numbered(PairingPlayer p) {
        return p.availability().pairable()
                || p.history().stream().anyMatch(r -> r.kind().hasOpponent() || r.kind() == RoundKind.PAIRING_BYE);
    }

    private static DutchPlayer of(PairingPlayer p, int rank, Map<Integer, PairingPlayer> index, PairingRequest request,
            Acceleration acceleration, EditionRules edition) {
        Set<Integer> opponents = new HashSet<>();
        boolean eligible = true;
        for (PastRound r : p.history()) {
            if (r.kind() == RoundKind.PLAYED) {
                opponents.add(r.opponent());
            } else if (edition.costsByeEligibility(r, request.options().winPoints())) {
                eligible = false; // C2 (C.04.1 c): one pairing-allocated bye at most
            }
        }
        int played = request.round() - 1;
        int virtual = acceleration.virtualPoints(p.id(), request.round());
        return new DutchPlayer(p.id(), rank, p.points() + virtual, ColourState.of(p.history()),
                played >= 1 ? floatIn(p, played - 1, index, acceleration, edition) : FloatKind.NONE,
                played >= 2 ? floatIn(p, played - 2, index, acceleration, edition) : FloatKind.NONE,
                p.gamesPlayed(), eligible, opponents, virtual);
    }

    /**
     * Art. 1.4: the float of {@code p} in the round with 0-based index {@code r}, from the scores
     * as they were paired then (with that round's virtual points, C.04.5).
     */
    static FloatKind floatIn(PairingPlayer p, int r, Map<Integer, PairingPlayer> index, Acceleration acceleration,
            EditionRules edition) {
        PastRound round = p.history().get(r);
        if (round.kind() != RoundKind.PLAYED) {
            return edition.unplayedFloat(round); // 2026 1.4.3 / 2017 A.4
        }
        int mine = scoreBefore(p, r) + acceleration.virtualPoints(p.id(), r + 1);
        int theirs = scoreBefore(index.get(round.opponent()), r) + acceleration.virtualPoints(round.opponent(), r + 1);
        return mine > theirs ? FloatKind.DOWN : mine < theirs ? FloatKind.UP : FloatKind.NONE;
    }

    /** @return the score of {@code p} before the round with 0-based index {@code r} */
    static int scoreBefore(PairingPlayer p, int r) {
        int s = 0;
        for (int i = 0; i < r; i++) {
            s += p.history().get(i).points();
        }
        return s;
    }
}
