package org.chessarbiter.pairing.modifiedswiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/**
 * 000 appendix 3: the order in which alternatives are tried when a player has no compatible
 * opponent (13.6), for groups of 6 and 8, top-down and bottom-up. Each printed table is an example
 * whose incompatibilities the appendix does not state; the scenario of each test gives them: the
 * checked player is compatible with nobody, and the player checked before him could not keep the
 * opponents the earlier table rejected. The generator's sequence of configurations (one per check
 * of the player) is compared with the printed columns.
 */
class AppendixThreeTest {

    static Map<String, List<String>> printed() throws IOException {
        Map<String, List<String>> tables = new LinkedHashMap<>();
        String path = "org/chessarbiter/pairing/printed/appendix3-000.txt";
        try (InputStream in = AppendixThreeTest.class.getClassLoader().getResourceAsStream(path)) {
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<String> current = null;
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                if (line.startsWith("table ")) {
                    current = new ArrayList<>();
                    tables.put(line.substring(6), current);
                } else {
                    current.add(canonical(line.trim().split(" ")));
                }
            }
        }
        return tables;
    }

    /** A configuration as a sorted set of unordered pairs ("1-4 2-5 3-6"); a number printed twice is flagged. */
    static String canonical(String[] pairs) {
        Set<String> s = new TreeSet<>();
        Set<Integer> numbers = new TreeSet<>();
        boolean twice = false;
        for (String p : pairs) {
            String[] ab = p.split("-");
            int a = Integer.parseInt(ab[0]);
            int b = Integer.parseInt(ab[1]);
            twice |= !numbers.add(a) | !numbers.add(b);
            s.add(Math.min(a, b) + "-" + Math.max(a, b));
        }
        return String.join(" ", s) + (twice ? " (a number twice)" : "");
    }

    static List<String> generated(int n, boolean topDown, int player, BiPredicate<Integer, Integer> compatible) {
        List<Integer> ordered = IntStream.rangeClosed(1, n).boxed().toList();
        if (!topDown) {
            ordered = ordered.reversed();
        }
        List<String> out = new ArrayList<>();
        SubstitutionOrder.pair(ordered, compatible, (a, b, conf) -> {
            if (a == player || b == player) {
                out.add(canonical(conf.stream().map(p -> p[0] + "-" + p[1]).toArray(String[]::new)));
            }
        });
        return out;
    }

    static BiPredicate<Integer, Integer> nobodyWith(int player, int... alsoRefused) {
        return (a, b) -> {
            if (a == player || b == player) {
                return false;
            }
            for (int i = 0; i + 1 < alsoRefused.length; i += 2) {
                if ((a == alsoRefused[i] && b == alsoRefused[i + 1]) || (b == alsoRefused[i] && a == alsoRefused[i + 1])) {
                    return false;
                }
            }
            return true;
        };
    }

    @Test
    void groupOfSixTopDownForNumberOneIsReproducedExactly() throws IOException {
        assertEquals(printed().get("6 top-down for 1"), generated(6, true, 1, nobodyWith(1)));
    }

    @Test
    void groupOfEightTopDownForNumberOneIsReproducedExactly() throws IOException {
        assertEquals(printed().get("8 top-down for 1"), generated(8, true, 1, nobodyWith(1)));
    }

    @Test
    void groupOfSixBottomUpForNumberSixIsReproducedAsFarAsThePrintFollows13_3() throws IOException {
        List<String> p = printed().get("6 bottom-up for 6");
        List<String> g = generated(6, false, 6, nobodyWith(6));
        assertEquals(p.subList(0, 3), g.subList(0, 3));
        // Columns 4 and 5 pair the others as 2-1 5-3 and 2-1 4-3, where 13.3 ("theo nguyên tắc như đối
        // với nhóm điểm cao": the same rule from the bottom) gives 5-2 3-1 and 4-2 3-1, the mirror of
        // the top-down table's 1-3 2-5 4-6 and 1-2 3-5 4-6. The generator follows 13.3.
        assertEquals(List.of("1-2 3-5 4-6", "1-2 3-4 5-6"), p.subList(3, 5));
        assertEquals(List.of("1-3 2-5 4-6", "1-3 2-4 5-6"), g.subList(3, 5));
    }

    @Test
    void groupOfSixTopDownForNumberTwoIsReproducedExceptOneMisprint() throws IOException {
        // scenario: 1-4 and 1-5 incompatible, so the first check gave 1-6; 2 is compatible with nobody
        List<String> p = printed().get("6 top-down for 2");
        List<String> g = generated(6, true, 2, nobodyWith(2, 1, 4, 1, 5));
        assertEquals(p.subList(0, 4), g.subList(0, 4));
        // the last column is printed "1-2 2-5 4-6" (number 2 twice): 13.3 pairs 3, 4, 5, 6 as 3-5 4-6
        assertEquals("1-2 2-5 4-6 (a number twice)", p.get(4));
        assertEquals("1-2 3-5 4-6", g.get(4));
        assertEquals(5, g.size());
    }

    @Test
    void groupOfSixBottomUpForNumberFive() throws IOException {
        // scenario: 6-3 incompatible, so the first check gave 6-2; 5 is compatible with nobody
        List<String> p = printed().get("6 bottom-up for 5");
        List<String> g = generated(6, false, 5, nobodyWith(5, 6, 3));
        assertEquals(p.subList(0, 2), g.subList(0, 2), "keeping 2 for number 6: 5-3, then 5-1");
        // Differences, each an inconsistency of the print with 13.6 as the other tables apply it:
        // (i) while 6 keeps 2, number 5 also tries his own half (6-2 5-4 3-1), as number 2 tries 2-3 in
        // the top-down table for 2; (ii) the print's "6-4 5-2 4-3" names 4 twice; read with 6-1 (6's
        // next opponent after 2 in the table for 6) it is the generator's 6-1 5-2 4-3; (iii) the print's
        // 6-4 5-1 3-2 repeats 5-1, already refused, so the generator does not check it again; (iv) in
        // the last column the print pairs 4-1 3-2 where 13.3 from the bottom gives 4-2 3-1.
        assertEquals(List.of("1-3 2-6 4-5", "1-6 2-5 3-4", "1-3 2-4 5-6"), g.subList(2, g.size()));
        assertEquals(List.of("2-5 3-4 4-6 (a number twice)", "1-5 2-3 4-6", "1-4 2-3 5-6"), p.subList(2, p.size()));
    }

    @Test
    void groupOfEightTopDownForNumberTwo() throws IOException {
        // scenario: 1-5 and 1-6 incompatible, so the first check gave 1-7; 2 is compatible with nobody
        List<String> p = printed().get("8 top-down for 2");
        List<String> g = generated(8, true, 2, nobodyWith(2, 1, 5, 1, 6));
        assertEquals(p.subList(0, 3), g.subList(0, 3), "keeping 7 for number 1: 2-5, 2-6, 2-8");
        // The print then changes 1's opponent at once (1-8 2-7), where the table for 2 in a group of six
        // first lets 2 try his own half (2-3). The generator applies the group-of-six rule in both: 2-4
        // and 2-3 with 1-7, then 1-8 2-7 (as printed). After that 2 has been refused by everyone, so no
        // further check involves him until 1-2; the print's 1-4 2-3 and 1-3 2-4 repeat refused pairs,
        // and its 1-2 column pairs the rest 3-7 4-8 5-6 where 13.3 gives 3-6 4-7 5-8.
        assertEquals(List.of("1-7 2-4 3-6 5-8", "1-7 2-3 4-6 5-8", "1-8 2-7 3-5 4-6", "1-2 3-6 4-7 5-8"),
                g.subList(3, g.size()));
        assertEquals(List.of("1-8 2-7 3-5 4-6", "1-4 2-3 5-6 7-8", "1-3 2-4 5-6 7-8", "1-2 3-7 4-8 5-6"),
                p.subList(3, p.size()));
    }
}
