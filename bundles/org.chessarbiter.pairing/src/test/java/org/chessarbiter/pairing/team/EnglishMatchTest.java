package org.chessarbiter.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.chessarbiter.pairing.systems.PrintedTables;
import org.chessarbiter.pairing.systems.PrintedTables.Difference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** 000 16.2.2 / 001 30.2.2: the English-style schedules for 3–6 players, reproduced, misprints pinned. */
class EnglishMatchTest {

    static List<Difference> compare(String file) {
        List<Difference> diffs = new ArrayList<>();
        for (Map.Entry<Integer, List<List<String>>> e : PrintedTables.load(file).entrySet()) {
            List<List<TeamGame>> gen = EnglishMatch.schedule(e.getKey()).orThrow();
            assertEquals(gen.size(), e.getValue().size());
            for (int r = 0; r < gen.size(); r++) {
                for (int b = 0; b < e.getKey(); b++) {
                    String g = gen.get(r).get(b).printed();
                    String p = e.getValue().get(r).get(b);
                    if (!g.equals(p)) {
                        diffs.add(new Difference(e.getKey(), r + 1, b + 1, p, g));
                    }
                }
            }
        }
        return diffs;
    }

    @Test
    void schedulesOf000AreReproducedExceptTwoMisprintsInTheThreePlayerTable() {
        // 000 prints round 1 for three players as "A1-B3, A2-B2, A3-B3": B3 twice and A2-B2 again in
        // round 3; 001 prints the same round as A1-B3, A2-B1, A3-B2, which is what the rotation gives.
        assertEquals(List.of(new Difference(3, 1, 2, "A2-B2", "A2-B1"), new Difference(3, 1, 3, "A3-B3", "A3-B2")),
                compare("english-000.txt"));
    }

    @Test
    void schedulesOf001AreReproducedExceptTheG5Misprints() {
        // 001 prints "A3 - G5" (there is no team G) where the rotation, and the 000 print, have A3-B5
        assertEquals(List.of(new Difference(5, 3, 3, "A3-G5", "A3-B5"), new Difference(6, 4, 3, "A3-G5", "A3-B5")),
                compare("english-001.txt"));
    }

    @ParameterizedTest
    @ValueSource(ints = { 1, 2, 3, 4, 5, 6, 7, 10, 21 })
    void everyPlayerMeetsEveryOpponentOnceAndAHasOneWhiteMoreWhenOdd(int n) {
        List<List<TeamGame>> s = EnglishMatch.schedule(n).orThrow();
        Set<String> met = new HashSet<>();
        int aWhites = 0;
        for (List<TeamGame> round : s) {
            Set<Integer> bs = new HashSet<>();
            for (TeamGame g : round) {
                assertTrue(met.add(g.printed()));
                assertTrue(bs.add(g.teamBPlayer()));
                aWhites += g.teamAWhite() ? 1 : 0;
                if (g.teamAPlayer() == g.teamBPlayer()) {
                    assertTrue(g.teamAWhite(), "16.2.2: A always moves first between equal numbers");
                }
            }
        }
        assertEquals(n * n, met.size());
        // 16.2.2: "nếu đấu thủ lẻ thì đội A được đi trước nhiều hơn 1 ván"
        assertEquals(n % 2 == 1 ? 1 : 0, aWhites - (n * n - aWhites));
    }

    @Test
    void colourRuleOfTheArticle() {
        assertTrue(EnglishMatch.aHasWhite(1, 3)); // odd A, odd B: A first
        assertFalse(EnglishMatch.aHasWhite(1, 2)); // odd A, even B: A second
        assertTrue(EnglishMatch.aHasWhite(2, 4));
        assertFalse(EnglishMatch.aHasWhite(2, 3));
    }

    @Test
    void badSizesAreErrors() {
        assertFalse(EnglishMatch.schedule(0).isOk());
        assertEquals("players", EnglishMatch.schedule(EnglishMatch.MAX_PLAYERS + 1).errors().get(0).location().toString());
    }
}
