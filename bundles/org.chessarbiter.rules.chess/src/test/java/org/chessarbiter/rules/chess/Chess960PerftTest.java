package org.chessarbiter.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.chess.fen.Fen;
import org.junit.jupiter.api.Test;

/**
 * Chess960 perft against Debian stockfish 15.1 (UCI_Chess960, go perft): 12 start positions, the
 * same with bare back ranks (every castling form reachable), and each after 6 random moves. Data
 * made by tools/chess/perft960.mjs (rerun live with tools/chess/check-perft960.sh); depth 4 by
 * default, depth 5 with -Darbiter.fullTests=true.
 */
class Chess960PerftTest {

    record Row(String label, String fen, int depth, long nodes) {
    }

    static List<Row> rows(String resource) throws IOException {
        List<Row> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                Chess960PerftTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null;) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    String[] f = line.split(";");
                    rows.add(new Row(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3])));
                }
            }
        }
        return rows;
    }

    @Test
    void perftMatchesStockfish() throws IOException {
        String file = Oracles.fullTests() ? "chess960-perft-stockfish-d5.txt" : "chess960-perft-stockfish-d4.txt";
        List<Row> rows = rows(file);
        assertEquals(48, rows.size());
        for (Row row : rows) {
            ParseResult<ChessPosition> p = Fen.parse(row.fen());
            assertTrue(p.isOk(), row + " " + p.problems());
            assertEquals(row.nodes(), p.value().perft(row.depth()), row.label() + " " + row.fen());
            // stockfish writes Shredder-FEN castling in Chess960 mode: ours round-trips it
            assertEquals(row.fen(), Fen.format(p.value(), CastlingNotation.SHREDDER), row.label());
        }
    }

    @Test
    void startPositionsMatchTheIndependentNumbering() throws IOException {
        for (Row row : rows("chess960-perft-stockfish-d4.txt")) {
            if (row.label().matches("\\d+")) {
                ChessPosition p = StartPositions.chess960(Integer.parseInt(row.label()));
                assertEquals(row.fen(), Fen.format(p, CastlingNotation.SHREDDER), row.label());
            }
        }
        assertEquals(Fen.INITIAL, Fen.format(StartPositions.chess960(StartPositions.STANDARD_960)));
    }
}
