package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Perft against the chessprogramming "Chinese Chess Perft Results" table (11 positions) and two
 * Fairy-Stockfish positions, as recorded in the shared oracle {@code perft-reference.json}. The
 * default run checks every depth whose count is at most {@link #DEFAULT_BUDGET} nodes (this
 * includes the start position to depth 4: 3,290,240); with {@code -Darbiter.fullTests=true} every
 * depth up to 5 is checked (start position 133,312,995).
 */
class PerftTest {
    static final long DEFAULT_BUDGET = 3_500_000;
    static final int FULL_DEPTH = 5;

    @SuppressWarnings("unchecked")
    @TestFactory
    Stream<DynamicTest> chessprogrammingPositions() throws Exception {
        Map<String, Object> root = (Map<String, Object>) Json.read(Json.oracle("perft-reference.json"));
        List<Object> positions = (List<Object>) ((Map<String, Object>) root.get("xiangqi")).get("positions");
        boolean full = Boolean.getBoolean("arbiter.fullTests");
        List<DynamicTest> tests = new ArrayList<>();
        for (Object o : positions) {
            Map<String, Object> p = (Map<String, Object>) o;
            String fen = (String) p.get("fen");
            List<Object> nodes = (List<Object>) p.get("nodes");
            for (int d = 1; d <= nodes.size(); d++) {
                Object expected = nodes.get(d - 1);
                if (expected == null || (full ? d > FULL_DEPTH : (Long) expected > DEFAULT_BUDGET)) {
                    continue;
                }
                int depth = d;
                tests.add(DynamicTest.dynamicTest(p.get("id") + " depth " + d, () -> {
                    var parsed = XiangqiFen.parse(fen);
                    assertTrue(parsed.isOk(), () -> parsed.problems().toString());
                    assertEquals((Long) expected, Perft.perft(parsed.value().toBoard(), depth));
                }));
            }
        }
        assertTrue(tests.size() >= 30, "the oracle lists 13 positions");
        return tests.stream();
    }
}
