package org.chessarbiter.rules.xiangqi.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.pgn.PgnReader;
import org.junit.jupiter.api.Test;

/**
 * The {@code Format} tag of a xiangqi PGN game decides its notation: every move is read in that notation
 * alone, and a move it cannot read or play is reported at that move, never read again in another
 * notation. The games are {@code wxf-games.pgn}: WXF self-play games of fairy-stockfish written by ffish, two
 * of them with one ply deleted, so that the move after the gap is not a legal WXF move (ffish agrees) but a
 * pawn move {@code P…} that reads as a legal cannon move in the Asian signs of Luật cờ Tướng 2004 Điều 11.2b.
 */
class FormatTagTest {

    static List<XiangqiGame> corpus() throws IOException {
        List<XiangqiGame> games = new ArrayList<>();
        try (Reader in = new InputStreamReader(FormatTagTest.class.getResourceAsStream("wxf-games.pgn"),
                StandardCharsets.UTF_8)) {
            PgnReader.readAll(in, new GameReplayer(games::add));
        }
        return games;
    }

    @Test
    void wholeWxfGamesReplayWithoutProblems() throws IOException {
        List<XiangqiGame> games = corpus();
        assertEquals(6, games.size());
        for (XiangqiGame g : games.subList(0, 4)) {
            assertEquals(List.of(), g.problems(), () -> g.tags().get("Round"));
            assertEquals(40, g.moves().size());
        }
    }

    @Test
    void aMoveAfterADeletedPlyIsIllegalAtThatMoveInWxf() throws IOException {
        List<XiangqiGame> games = corpus();
        assertIllegalAt(games.get(4), 10, "P1+1", 67, 4);
        assertIllegalAt(games.get(5), 25, "P9+1", 81, 38);
    }

    private static void assertIllegalAt(XiangqiGame g, int played, String move, int line, int column) {
        assertEquals(1, g.problems().size(), g.problems()::toString);
        Problem p = g.problems().get(0);
        assertEquals(ProblemKind.ILLEGAL, p.kind(), p::toString);
        assertEquals(line, p.location().line(), p::toString);
        assertEquals(column, p.location().column(), p::toString);
        assertEquals(move.length(), p.location().length());
        assertTrue(p.message().format(Locale.ENGLISH).contains("\"" + move + "\" is not a legal move"), p::toString);
        assertEquals(played, g.moves().size());
    }

    @Test
    void aMoveTheTaggedNotationCannotReadIsReportedInThatNotation() {
        // "M2.3" is the Vietnamese short form (Điều 11.2a): no WXF letter, so it is not read as another notation
        XiangqiGame g = XiangqiPgnTest.read("[Format \"WXF\"]\n\n1. C2.5 H8+7 2. M2.3 *\n").get(0);
        assertEquals(1, g.problems().size(), g.problems()::toString);
        Problem p = g.problems().get(0);
        assertEquals(ProblemKind.INVALID_SYNTAX, p.kind(), p::toString);
        assertEquals(3, p.location().line());
        assertEquals(17, p.location().column());
        assertTrue(p.message().format(Locale.ENGLISH).contains("WXF"), p::toString);
        assertEquals(2, g.moves().size());
        // without the tag the moves still tell the notation (a change of style is a warning, not an error)
        XiangqiGame untagged = XiangqiPgnTest.read("1. C2.5 H8+7 2. M2.3 *\n").get(0);
        assertEquals(3, untagged.moves().size());
    }
}
