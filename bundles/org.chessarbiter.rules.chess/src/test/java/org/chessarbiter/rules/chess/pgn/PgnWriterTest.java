package org.chessarbiter.rules.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

    static List<PgnGame> collect(String pgn) {
        List<PgnGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new PgnGameCollector(games::add));
        return games;
    }

    @Test
    void exportFormatSevenTagRosterCanonicalSanAndShortLines() {
        String in = """
                [Black "B"]
                [ECO "C20"]
                [White "A"]
                [Result "1-0"]
                {Scholar's mate, a long comment that is going to need wrapping because it is far longer than a line}
                1.e4 e5 2.Bc4 (2.f4 exf4 (2...d5) 3.Nf3) Nc6!? 3.Qh5 Nf6?? 4.Qxf7++ 1-0
                """;
        String out = PgnWriter.write(collect(in).get(0));
        String[] lines = out.split("\n");
        assertEquals("[Event \"?\"]", lines[0]);
        assertEquals("[Site \"?\"]", lines[1]);
        assertEquals("[Date \"????.??.??\"]", lines[2]);
        assertEquals("[Round \"?\"]", lines[3]);
        assertEquals("[White \"A\"]", lines[4]);
        assertEquals("[Black \"B\"]", lines[5]);
        assertEquals("[Result \"1-0\"]", lines[6]);
        assertEquals("[ECO \"C20\"]", lines[7]);
        for (String l : lines) {
            assertTrue(l.length() < 80, l);
        }
        assertTrue(out.replace('\n', ' ').contains(
                "1. e4 e5 2. Bc4 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 $5 3. Qh5 Nf6 $4 4. Qxf7# 1-0"), out);
        // the export replays to the same report and writes itself again unchanged
        GameReport report = PgnReplayTest.replay(out).get(0);
        assertTrue(report.problems().isEmpty(), report.problems().toString());
        assertEquals(7, report.plies());
        assertEquals(out, PgnWriter.write(collect(out).get(0)));
    }

    @Test
    void blackToMoveFromFenGetsEllipsisNumber() {
        String in = "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n30... Kd7 31. e4 *";
        String out = PgnWriter.write(collect(in).get(0));
        assertTrue(out.contains("30... Kd7 31. e4 *"), out);
    }
}
