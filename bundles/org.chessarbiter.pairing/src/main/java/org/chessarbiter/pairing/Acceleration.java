package org.chessarbiter.pairing;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Virtual points added to players' scores for pairing purposes only (FIDE C.04.5 accelerated
 * pairings, e.g. the Baku acceleration C.04.5.1; TRF XXA / TRF26 250 lines). Points are in tenths.
 *
 * @param perPlayer for each start number, the virtual points of rounds 1, 2, ... (missing rounds
 *                  count 0)
 */
public record Acceleration(Map<Integer, List<Integer>> perPlayer) {

    /** No acceleration. */
    public static final Acceleration NONE = new Acceleration(Map.of());

    public Acceleration {
        Map<Integer, List<Integer>> copy = new HashMap<>();
        perPlayer.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        perPlayer = Map.copyOf(copy);
    }

    /** @return the virtual points of {@code player} when pairing {@code round} (1-based), in tenths */
    public int virtualPoints(int player, int round) {
        List<Integer> list = perPlayer.get(player);
        return list == null || round < 1 || round > list.size() ? 0 : list.get(round - 1);
    }

    /** @return true when no player has virtual points in any round */
    public boolean isEmpty() {
        return perPlayer.values().stream().allMatch(l -> l.stream().allMatch(v -> v == 0));
    }
}
