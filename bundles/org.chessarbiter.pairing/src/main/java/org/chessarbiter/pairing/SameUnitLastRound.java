package org.chessarbiter.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.chessarbiter.rules.Message;

/**
 * The rule of the Vietnamese national team championships (chess 2023, xiangqi 2021): in the last round, players
 * of the same unit (club, province, team) with more than {@code percent}% of the points do not meet.
 * <p>
 * Interpretation: "the points" are the most a player could have scored before the round, the rounds before it
 * times the points of a win (C.04.3 art. 1.8 measures topscorers the same way); a player's own points count, real
 * ones (the virtual points of an acceleration do not); a player without a unit is never constrained. The rule only
 * acts when the round paired is the last one.
 *
 * @param units   the unit of each player by start number (players without one are left out)
 * @param percent the share of the points above which players of one unit do not meet (50 for "more than 50%")
 */
public record SameUnitLastRound(Map<Integer, String> units, int percent) implements PairingConstraint {

    public SameUnitLastRound {
        units = Map.copyOf(units);
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("percent outside 0..100: " + percent);
        }
    }

    @Override
    public ForbiddenPairs forbidden(PairingRequest request) {
        if (!request.isLastRound() || units.isEmpty()) {
            return ForbiddenPairs.NONE;
        }
        int most = (request.round() - 1) * Math.max(request.options().winPoints(), request.options().drawPoints());
        List<PairingPlayer> leaders = request.pairable().stream()
                .filter(p -> units.containsKey(p.id()) && 100L * p.points() > (long) percent * most).toList();
        List<ForbiddenPairs.Pair> pairs = new ArrayList<>();
        for (int i = 0; i < leaders.size(); i++) {
            for (int j = i + 1; j < leaders.size(); j++) {
                PairingPlayer a = leaders.get(i);
                PairingPlayer b = leaders.get(j);
                String unit = units.get(a.id());
                if (unit.equals(units.get(b.id()))) {
                    pairs.add(ForbiddenPairs.pair(a.id(), b.id(), Message.of(SameUnitLastRound.class, "constraint.sameUnit",
                            Math.min(a.id(), b.id()), Math.max(a.id(), b.id()), unit, percent)));
                }
            }
        }
        return ForbiddenPairs.of(pairs);
    }
}
