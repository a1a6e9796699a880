package org.chessarbiter.pairing.knockout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.TreeMap;

import org.chessarbiter.pairing.knockout.PlacementKnockout.Segment;
import org.junit.jupiter.api.Test;

/** 000 Art. 11, second paragraph: losers play on for the lower places. */
class PlacementKnockoutTest {

    private static TreeMap<Integer, Integer> play(int size, java.util.function.BinaryOperator<Integer> winner) {
        List<Segment> segs = PlacementKnockout.start(KnockoutBracket.of(size).orThrow().order()).orThrow();
        int rounds = 0;
        while (!PlacementKnockout.finished(segs)) {
            List<Integer> winners = new ArrayList<>();
            for (Segment s : segs) {
                for (int i = 0; i + 1 < s.players().size(); i += 2) {
                    winners.add(winner.apply(s.players().get(i), s.players().get(i + 1)));
                }
            }
            segs = PlacementKnockout.next(segs, winners).orThrow();
            rounds++;
        }
        assertEquals(Integer.numberOfTrailingZeros(size), rounds);
        TreeMap<Integer, Integer> places = new TreeMap<>();
        segs.forEach(s -> places.put(s.firstPlace(), s.players().get(0)));
        return places;
    }

    @Test
    void favouritesWinningGivesEverySeedHisPlace() {
        TreeMap<Integer, Integer> places = play(16, Math::min);
        assertEquals(IntStream.rangeClosed(1, 16).boxed().toList(), new ArrayList<>(places.values()));
    }

    @Test
    void anyResultsDecideEveryPlaceOnce() {
        SplittableRandom r = new SplittableRandom(8);
        TreeMap<Integer, Integer> places = play(32, (a, b) -> r.nextBoolean() ? a : b);
        assertEquals(IntStream.rangeClosed(1, 32).boxed().toList(), new ArrayList<>(places.keySet()));
        assertEquals(32, places.values().stream().distinct().count());
    }

    @Test
    void badInputIsAnError() {
        assertFalse(PlacementKnockout.start(List.of(1, 2, 3)).isOk());
        List<Segment> segs = PlacementKnockout.start(List.of(1, 4, 2, 3)).orThrow();
        assertEquals("winners[1]", PlacementKnockout.next(segs, List.of(1, 4)).errors().get(0).location().toString());
        assertFalse(PlacementKnockout.next(segs, List.of(1, 2, 3)).isOk());
        assertTrue(PlacementKnockout.next(segs, List.of(4, 3)).isOk());
    }
}
