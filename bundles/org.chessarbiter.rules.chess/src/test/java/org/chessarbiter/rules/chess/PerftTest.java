package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.chessarbiter.rules.Perft;
import org.chessarbiter.rules.chess.fen.Fen;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft of the chessprogramming.org table (oracle perft-reference.json): every depth whose node
 * count is within the default budget, to depth 5 with -Darbiter.fullTests=true.
 */
class PerftTest {
    static final long DEFAULT_BUDGET = 1_000_000;

    static Stream<Arguments> rows() throws IOException {
        List<Oracles.PerftRow> rows = Oracles.chessPerft();
        assertEquals(7, rows.size(), "six standard positions plus mirrored position 4");
        return rows.stream().map(r -> Arguments.of(r.id(), r));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void matchesTheTable(String id, Oracles.PerftRow row) {
        ChessPosition p = Fen.parse(row.fen()).value();
        int checked = 0;
        for (int depth = 1; depth <= row.nodes().size(); depth++) {
            long expected = row.nodes().get(depth - 1);
            boolean inBudget = expected <= DEFAULT_BUDGET || (Oracles.fullTests() && depth <= 5);
            if (!inBudget) {
                break;
            }
            assertEquals(expected, p.perft(depth), id + " depth " + depth);
            checked++;
        }
        assertTrue(checked >= 3, "at least three depths checked");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void genericPerftOverGameRulesAgrees(String id, Oracles.PerftRow row) {
        ChessPosition p = Fen.parse(row.fen()).value();
        assertEquals(row.nodes().get(2), Perft.count(ChessRules.fide2018(), p, 3), id);
    }
}
