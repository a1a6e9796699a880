package org.chessarbiter.pairing.bylot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import org.chessarbiter.pairing.Colour;
import org.junit.jupiter.api.Test;

/**
 * 000 14.4.4: "nếu có điều kiện" a player who already went down (not cancelled by going up) does not
 * go down again, and one who already went up does not go up again. Group of 10 points: 1, 2, 3 (1
 * went down before), all in subgroup 2; group of 5 points: 4, 5, 6, 7, 8 (4 went up before). The draw
 * has the choice; over many seeds, 1 never goes down and 4 never goes up, while 2, 3, 6 and 8 do.
 */
class FloatRuleTest {

    private static LotPlayer p(int id, int points, int floatNet, Colour... colours) {
        return new LotPlayer(id, points, List.of(colours), Set.of(), false, floatNet);
    }

    @Test
    void noSecondFloatInTheSameDirectionWhenAnotherDrawIsPossible() {
        List<LotPlayer> players = List.of(
                p(1, 10, 1, Colour.WHITE, Colour.BLACK), p(2, 10, 0, Colour.WHITE, Colour.BLACK),
                p(3, 10, 0, Colour.WHITE, Colour.BLACK),
                p(4, 5, -1, Colour.BLACK, Colour.WHITE), p(5, 5, 0, Colour.WHITE, Colour.BLACK),
                p(6, 5, 0, Colour.BLACK, Colour.WHITE), p(7, 5, 0, Colour.WHITE, Colour.BLACK),
                p(8, 5, 0, Colour.BLACK, Colour.WHITE));
        Map<Integer, Integer> downs = new HashMap<>();
        Map<Integer, Integer> ups = new HashMap<>();
        SplittableRandom seeds = new SplittableRandom(44);
        for (int i = 0; i < 300; i++) {
            LotDrawer.Result r = new LotDrawer(players, new SplittableRandom(seeds.nextLong())).draw().orElseThrow();
            assertEquals(4, r.games().size());
            for (LotDrawer.Game g : r.games()) {
                int hi = Math.min(g.white(), g.black());
                int lo = Math.max(g.white(), g.black());
                if (hi <= 3 && lo >= 4) {
                    downs.merge(hi, 1, Integer::sum);
                    ups.merge(lo, 1, Integer::sum);
                }
            }
        }
        assertEquals(null, downs.get(1), "player 1 went down before");
        assertEquals(null, ups.get(4), "player 4 went up before");
        assertTrue(downs.containsKey(2) && downs.containsKey(3), downs.toString());
        // the floater is due white (subgroup 2), so 14.3.5 draws his opponent among subgroups 3-4 of the
        // lower group: 4, 6 and 8 (white last); 4 is spared
        assertEquals(Set.of(6, 8), ups.keySet());
    }
}
