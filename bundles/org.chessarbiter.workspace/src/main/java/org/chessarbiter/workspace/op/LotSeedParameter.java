package org.chessarbiter.workspace.op;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.LosslessTrf;

/**
 * The seed of the Swiss system by lot (000 Part 2 Art. 14), recorded by the pairing as the TRF comment
 * {@code ### SWISS_BY_LOT seed N} and kept by {@link LosslessTrf} among the tournament's parameters:
 * carried from a paired round into the state, so that every later round is drawn from the same seed
 * and each can be drawn again identically.
 */
final class LotSeedParameter {

    private static final String SEED = "SWISS_BY_LOT seed";

    private LotSeedParameter() {
    }

    /** {@code t} with the seed {@code from} records, when {@code t} records none. */
    static Tournament carried(Tournament t, Tournament from) {
        Map<String, String> mine = t.info().systemParameters();
        if (mine.values().stream().anyMatch(v -> v.contains(SEED))) {
            return t;
        }
        Optional<String> seed = from.info().systemParameters().entrySet().stream()
                .filter(e -> e.getKey().startsWith(LosslessTrf.KEPT) && e.getValue().contains(SEED)).map(Map.Entry::getValue)
                .findFirst();
        if (seed.isEmpty()) {
            return t;
        }
        Map<String, String> parameters = new HashMap<>(mine);
        parameters.put(LosslessTrf.KEPT + "9999", seed.get());
        return t.withInfo(t.info().withSystemParameters(parameters));
    }
}
