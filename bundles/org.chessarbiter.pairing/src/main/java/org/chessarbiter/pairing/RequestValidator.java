package org.chessarbiter.pairing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * Checks that a {@link PairingRequest} is well formed and self-consistent before any system pairs
 * it: unique start numbers, one history entry per past round, opponents that exist and name each
 * other back, opposite colours in played games, and scores equal to the sum of the results.
 * Every problem is returned (never thrown) with its location.
 */
public final class RequestValidator {

    private RequestValidator() {
    }

    /** @return every problem found; empty when the request is consistent */
    public static List<Problem> validate(PairingRequest request) {
        List<Problem> errors = new ArrayList<>();
        if (request.round() < 1 || request.totalRounds() < request.round()) {
            errors.add(invalid(Location.part("round"), "error.round", request.round(), request.totalRounds()));
            return errors;
        }
        Map<Integer, PairingPlayer> byId = new HashMap<>();
        for (PairingPlayer p : request.players()) {
            Location where = where(p);
            if (p.id() < 1) {
                errors.add(invalid(where.member("id"), "error.id", p.id()));
            } else if (byId.put(p.id(), p) != null) {
                errors.add(invalid(where.member("id"), "error.duplicateId", p.id()));
            }
            if (p.rating() < 0) {
                errors.add(invalid(where.member("rating"), "error.rating", p.rating()));
            }
            if (p.history().size() != request.round() - 1) {
                errors.add(invalid(where.member("history"), "error.historySize", p.history().size(), request.round() - 1));
            }
        }
        if (!errors.isEmpty()) {
            return errors;
        }
        for (PairingPlayer p : request.players()) {
            checkHistory(p, byId, errors);
        }
        return errors;
    }

    private static void checkHistory(PairingPlayer p, Map<Integer, PairingPlayer> byId, List<Problem> errors) {
        int sum = 0;
        for (int r = 0; r < p.history().size(); r++) {
            PastRound pr = p.history().get(r);
            sum += pr.points();
            Location where = where(p).member("history").element(r + 1);
            if (!pr.kind().hasOpponent()) {
                continue;
            }
            PairingPlayer o = byId.get(pr.opponent());
            if (o == null || o.id() == p.id()) {
                errors.add(invalid(where, "error.opponentUnknown", pr.opponent()));
                continue;
            }
            PastRound back = o.history().get(r);
            if (!back.kind().hasOpponent() || back.opponent() != p.id()) {
                errors.add(inconsistent(where, "error.opponentAsymmetric", p.id(), pr.opponent(), r + 1));
            } else if (pr.kind() == RoundKind.PLAYED
                    && (back.kind() != RoundKind.PLAYED || pr.colour() == null || pr.colour() == back.colour())) {
                errors.add(inconsistent(where, "error.colours", p.id(), pr.opponent(), r + 1));
            }
        }
        if (sum != p.points()) {
            errors.add(inconsistent(where(p).member("points"), "error.points", p.id(), p.points(), sum));
        }
    }

    private static Location where(PairingPlayer p) {
        return Location.part("players").keyed("id", p.id());
    }

    private static Problem invalid(Location where, String key, Object... args) {
        return Problem.error(ProblemKind.ILLEGAL, where, Message.of(RequestValidator.class, key, args));
    }

    private static Problem inconsistent(Location where, String key, Object... args) {
        return Problem.error(ProblemKind.INCONSISTENT, where, Message.of(RequestValidator.class, key, args));
    }
}
