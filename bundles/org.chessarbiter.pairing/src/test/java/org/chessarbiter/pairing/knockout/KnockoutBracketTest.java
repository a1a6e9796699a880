package org.chessarbiter.pairing.knockout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** 001 Điều 25: brackets of 32, 64, 128 with byes to the seeds (20, 32, 50 and 128 entrants). */
class KnockoutBracketTest {

    @ParameterizedTest
    @CsvSource({ "20,32,12", "32,32,0", "50,64,14", "128,128,0", "2,2,0", "3,4,1", "100,128,28" })
    void byesGoToTheTopSeedsAndFillTheBracket(int entrants, int size, int byes) {
        KnockoutBracket b = KnockoutBracket.of(entrants).orThrow();
        assertEquals(size, b.size());
        assertEquals(IntStream.rangeClosed(1, byes).boxed().toList(), b.byes());
        Set<Integer> seen = new HashSet<>();
        for (KnockoutPairing p : b.firstRound()) {
            assertTrue(seen.add(p.seedA()));
            if (!p.isBye()) {
                assertTrue(seen.add(p.seedB()));
                assertTrue(p.seedA() < p.seedB());
            }
        }
        assertEquals(entrants, seen.size(), "every entrant is placed once");
        // after the byes, the second round has exactly the bracket's size / 2 places (Điều 25)
        assertEquals(size / 2, b.firstRound().size());
    }

    @Test
    void twentyEntrantsFirstRound() {
        // seeds 1-12 exempted; 13-20, 14-19, 15-18, 16-17 play, placed in the bracket's order
        KnockoutBracket b = KnockoutBracket.of(20).orThrow();
        List<String> played = b.firstRound().stream().filter(p -> !p.isBye())
                .map(p -> p.seedA() + "-" + p.seedB()).sorted().toList();
        assertEquals(List.of("13-20", "14-19", "15-18", "16-17"), played);
        assertEquals(new KnockoutPairing(1, 1, 0), b.firstRound().get(0));
    }

    @ParameterizedTest
    @CsvSource({ "32", "64", "128" })
    void topSeedsCanMeetOnlyLateWhenFavouritesWin(int entrants) {
        KnockoutBracket b = KnockoutBracket.of(entrants).orThrow();
        List<Integer> winners = new ArrayList<>(b.firstRound().stream().map(KnockoutPairing::seedA).toList());
        int round = 1;
        while (winners.size() > 1) {
            List<KnockoutPairing> next = KnockoutBracket.nextRound(winners).orThrow();
            round++;
            int remaining = winners.size();
            for (KnockoutPairing p : next) {
                // with favourites winning, seeds s and t meet only when s + t == remaining + 1
                assertEquals(remaining + 1, p.seedA() + p.seedB(), "round " + round + " " + p);
            }
            winners = next.stream().map(p -> Math.min(p.seedA(), p.seedB())).toList();
        }
        assertEquals(List.of(1), winners);
        assertEquals(Integer.numberOfTrailingZeros(entrants), b.rounds());
    }

    @Test
    void badInputIsAnError() {
        assertFalse(KnockoutBracket.of(1).isOk());
        assertEquals("entrants", KnockoutBracket.of(0).errors().get(0).location().toString());
        assertFalse(KnockoutBracket.nextRound(List.of(1, 2, 3)).isOk());
    }
}
