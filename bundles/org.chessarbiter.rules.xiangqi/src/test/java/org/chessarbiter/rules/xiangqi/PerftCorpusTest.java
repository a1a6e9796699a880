package org.chessarbiter.rules.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.junit.jupiter.api.Test;

/**
 * Perft of 241 middle-game positions (every 10th position of the self-play corpus) against
 * Debian fairy-stockfish 'go perft 3', committed as test data by {@code tools/xiangqi-perft-corpus}.
 * The default run checks every 4th position; {@code arbiter.fullTests=true} checks all.
 */
class PerftCorpusTest {
    @Test
    void middleGamePositionsAgreeWithFairyStockfish() throws Exception {
        int step = Boolean.getBoolean("arbiter.fullTests") ? 1 : 4;
        int checked = 0;
        int line = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                PerftCorpusTest.class.getResourceAsStream("fsf-perft.txt"), StandardCharsets.UTF_8))) {
            for (String s = r.readLine(); s != null; s = r.readLine()) {
                if (s.startsWith("#") || line++ % step != 0) {
                    continue;
                }
                String[] f = s.split(" \\| ");
                Board b = XiangqiFen.parse(f[0]).value().toBoard();
                assertEquals(Long.parseLong(f[2]), Perft.perft(b, Integer.parseInt(f[1])), f[0]);
                checked++;
            }
        }
        assertTrue(checked >= 60, "checked " + checked);
    }
}
