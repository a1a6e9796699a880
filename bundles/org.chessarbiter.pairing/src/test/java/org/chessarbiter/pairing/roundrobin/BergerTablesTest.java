package org.chessarbiter.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.systems.PrintedTables;
import org.chessarbiter.pairing.systems.PrintedTables.Difference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generator reproduces the round-robin tables printed in 000 appendix 1 (3–12 players) and
 * 001 phụ lục 1 (3–18 players) cell by cell; every cell where the print differs is listed here as a
 * misprint, and each misprint is shown to break rule (a), rule (b) or the table itself.
 */
class BergerTablesTest {

    static String cell(Board b, int size) {
        return name(b.white(), size) + "-" + name(b.black(), size);
    }

    private static String name(int p, int size) {
        return p == size ? "(" + size + ")" : Integer.toString(p);
    }

    static List<Difference> compare(String file) {
        List<Difference> diffs = new ArrayList<>();
        for (Map.Entry<Integer, List<List<String>>> e : PrintedTables.load(file).entrySet()) {
            int size = e.getKey();
            BergerTable t = BergerGenerator.generate(size).orThrow();
            assertEquals(t.roundCount(), e.getValue().size(), "rounds of table " + size);
            for (int r = 1; r <= t.roundCount(); r++) {
                List<String> printed = e.getValue().get(r - 1);
                assertEquals(size / 2, printed.size(), "boards of table " + size + " round " + r);
                for (int k = 1; k <= size / 2; k++) {
                    String g = cell(t.boards(r).get(k - 1), size);
                    if (!g.equals(printed.get(k - 1))) {
                        diffs.add(new Difference(size, r, k, printed.get(k - 1), g));
                    }
                }
            }
        }
        return diffs;
    }

    @Test
    void appendix1Of000IsReproducedExceptItsThreeMisprintsInThe12PlayerTable() {
        List<Difference> expected = List.of(
                new Difference(12, 3, 6, "7-3", "7-8"),
                new Difference(12, 6, 5, "2-15", "2-5"),
                new Difference(12, 9, 4, "8-12", "8-2"));
        assertEquals(expected, compare("berger-000.txt"));
        assertEquals(Set.of(4, 6, 8, 10, 12), PrintedTables.load("berger-000.txt").keySet(),
                "000 prints the tables for 3-4 ... 11-12 players only");
    }

    @Test
    void phuLuc1Of001IsReproducedExceptItsMisprints() {
        List<Difference> expected = List.of(
                new Difference(6, 5, 1, "3-6", "3-(6)"),
                new Difference(12, 3, 1, "2-(12)4", "2-(12)"),
                new Difference(12, 3, 6, "7-3", "7-8"),
                new Difference(12, 6, 5, "2-15", "2-5"),
                new Difference(12, 9, 4, "8-12", "8-2"),
                new Difference(18, 17, 3, "11-17", "11-7"));
        assertEquals(expected, compare("berger-001.txt"));
    }

    /** Each printed misprint is impossible: a number twice in a round, a number beyond the table, or a rule (b) clash. */
    @ParameterizedTest
    @ValueSource(strings = { "berger-000.txt", "berger-001.txt" })
    void everyMisprintBreaksTheTableOrRuleB(String file) {
        for (Difference d : compare(file)) {
            String[] ab = d.printed().replace("(", "").replace(")", "").split("-");
            if (d.printed().equals("3-6")) {
                // 001 omits the brackets that mark the dummy number 6 (the pairing itself is right)
                assertEquals("3-(6)", d.generated());
                continue;
            }
            if (!ab[1].matches("\\d+")) {
                assertTrue(ab[1].startsWith("12"), d.toString()); // "(12)4": a stray digit
                continue;
            }
            int a = Integer.parseInt(ab[0]);
            int b = Integer.parseInt(ab[1]);
            boolean outside = a > d.table() || b > d.table();
            boolean wrongRound = !outside && BergerRules.round(a, b, d.table()) != d.round();
            assertTrue(outside || wrongRound, d + " should break rule (b) or the table");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = { 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 30, 64, 100, 256 })
    void generatorAgreesWithRulesAAndBForEveryPair(int size) {
        BergerTable t = BergerGenerator.generate(size).orThrow();
        Set<String> met = new HashSet<>();
        for (int r = 1; r <= t.roundCount(); r++) {
            Set<Integer> seen = new HashSet<>();
            for (Board b : t.boards(r)) {
                assertTrue(seen.add(b.white()) && seen.add(b.black()), "twice in round " + r);
                assertEquals(b.white(), BergerRules.white(b.white(), b.black(), size), "rule (a) " + b);
                assertEquals(r, BergerRules.round(b.white(), b.black(), size), "rule (b) " + b);
                assertTrue(met.add(Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black())));
            }
            assertEquals(size, seen.size());
        }
        assertEquals(size * (size - 1) / 2, met.size(), "every pair meets exactly once");
    }

    @ParameterizedTest
    @ValueSource(ints = { 4, 12, 16, 40 })
    void coloursBalanceAndAlternateAsFarAsTheTableAllows(int size) {
        BergerTable t = BergerGenerator.generate(size).orThrow();
        for (int p = 1; p <= size; p++) {
            int whites = 0;
            for (int r = 1; r <= t.roundCount(); r++) {
                for (Board b : t.boards(r)) {
                    whites += b.white() == p ? 1 : 0;
                }
            }
            int blacks = t.roundCount() - whites;
            assertTrue(Math.abs(whites - blacks) <= 1, "player " + p + " whites " + whites);
        }
    }

    @Test
    void ruleBExamplesOfTheAppendix() {
        // 000 appendix 1 rule (b): 12 players, 3 and 5 meet in round 7; 9 and 11 in (9+11-1)-11 = 8
        assertEquals(7, BergerRules.round(3, 5, 12));
        assertEquals(8, BergerRules.round(9, 11, 12));
        // the last number: 12 meets 3 in (3+3-1) = 5 and 10 in (10+10-1)-11 = 8
        assertEquals(5, BergerRules.round(12, 3, 12));
        assertEquals(8, BergerRules.round(10, 12, 12));
    }

    @Test
    void ruleAForTheLastNumber() {
        // 000 appendix 1 rule (a): the last even number has black against the upper half, white otherwise
        assertEquals(3, BergerRules.white(3, 12, 12));
        assertEquals(12, BergerRules.white(12, 7, 12));
        assertEquals(1, BergerRules.white(2, 1, 12)); // even/odd: the smaller has white
        assertEquals(5, BergerRules.white(3, 5, 12)); // both odd: the larger has white
    }

    @ParameterizedTest
    @ValueSource(ints = { 3, 5, 7, 11, 15, 21 })
    void oddFieldsUseTheDummyNumberAndEveryoneRestsOnce(int players) {
        BergerTable t = BergerGenerator.generate(players).orThrow();
        assertTrue(t.hasDummy());
        assertEquals(players + 1, t.size());
        Set<Integer> rested = new HashSet<>();
        for (int r = 1; r <= t.roundCount(); r++) {
            int p = t.resting(r).orElseThrow();
            assertTrue(rested.add(p));
            assertEquals((players - 1) / 2, t.games(r).size());
            assertFalse(t.games(r).stream().anyMatch(b -> b.white() == p || b.black() == p));
        }
        assertEquals(players, rested.size());
    }

    @Test
    void badSizesAreErrorsNotExceptions() {
        assertFalse(BergerGenerator.generate(1).isOk());
        assertFalse(BergerGenerator.generate(-5).isOk());
        assertEquals("players", BergerGenerator.generate(0).errors().get(0).location().toString());
        assertFalse(BergerGenerator.generate(BergerGenerator.MAX_PLAYERS + 1).isOk());
    }
}
