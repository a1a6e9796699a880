package org.chessarbiter.rules.xiangqi.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.notation.MoveNotation;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;
import org.junit.jupiter.api.Test;

class XiangqiPgnTest {

    static List<XiangqiGame> read(String pgn) {
        List<XiangqiGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new GameReplayer(games::add));
        return games;
    }

    static List<XiangqiMove> play(XiangqiPosition p, String... iccs) {
        List<XiangqiMove> out = new ArrayList<>();
        for (String m : iccs) {
            XiangqiMove move = XiangqiNotations.ICCS.parse(p, m).value();
            out.add(move);
            p = p.play(move);
        }
        return out;
    }

    @Test
    void writtenGamesReadBackInEveryPgnNotation() {
        XiangqiPosition start = XiangqiFen.parse(XiangqiFen.INITIAL).value();
        List<XiangqiMove> moves = play(start, "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2b6", "c6c5", "b0c2", "a9a8");
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Giải cờ Tướng");
        tags.put("Red", "Lại Lý Huynh");
        tags.put("Black", "Nguyễn Thành Bảo");
        StringBuilder db = new StringBuilder();
        List<MoveNotation<XiangqiPosition, XiangqiMove>> formats = List.of(XiangqiNotations.ICCS, XiangqiNotations.WXF,
                XiangqiNotations.CHINESE, XiangqiNotations.VIETNAMESE_SHORT, XiangqiNotations.ASIAN, XiangqiNotations.VIETNAMESE_COORDINATE);
        for (MoveNotation<XiangqiPosition, XiangqiMove> n : formats) {
            XiangqiPgnWriter.write(db, tags, start, moves, "*", n);
        }
        List<XiangqiGame> games = read(db.toString());
        assertEquals(formats.size(), games.size());
        for (XiangqiGame g : games) {
            assertEquals(List.of(), g.problems(), () -> g.tags().toString());
            assertEquals(moves, g.moves(), () -> g.tags().get("Format"));
            assertEquals("Lại Lý Huynh", g.tags().get("Red"));
            assertEquals("Chinese Chess", g.tags().get("Game"));
        }
        assertTrue(db.toString().contains("1. 炮二平五 馬８進７"), db::toString);
    }

    @Test
    void readsXqbaseStyleIccsWithCommentsVariationsAndNumbers() {
        String pgn = """
                [Game "Chinese Chess"]
                [Red "A"]
                [Black "B"]
                [Result "1-0"]
                [Format "ICCS"]

                1. H2-E2 {central cannon} H9-G7 (1... H7-E7 2. H0-G2) 2. H0-G2 $1 I9-H9 ; rest
                3.I0-H0 1-0
                """;
        XiangqiGame g = read(pgn).get(0);
        assertEquals(List.of(), g.problems());
        assertEquals(5, g.moves().size());
        assertEquals("1-0", g.result());
    }

    @Test
    void guessesTheNotationWithoutAFormatTag() {
        XiangqiGame g = read("1. C2.5 H8+7 2. H2+3 R9.8 *").get(0);
        assertEquals(List.of(), g.problems());
        assertEquals("i9h9", g.moves().get(3).coordinates());
    }

    @Test
    void anIllegalMoveIsAProblemAtItsPlace() {
        XiangqiGame g = read("[Format \"ICCS\"]\n\n1. h2e2 h9g7\n2. h2h8 *\n").get(0);
        Problem p = g.problems().get(0);
        assertEquals(ProblemKind.ILLEGAL, p.kind());
        assertEquals(4, p.location().line());
        assertEquals(4, p.location().column());
        assertEquals(2, g.moves().size());
    }

    @Test
    void aResultThatContradictsTheFinalPositionIsReported() {
        // Red mates with the chariot: 0-1 contradicts the checkmate
        String pgn = "[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n[Format \"ICCS\"]\n\n1. b0b9 0-1\n";
        XiangqiGame g = read(pgn).get(0);
        assertEquals("1-0", g.outcome().orElseThrow().score());
        assertTrue(g.problems().stream().anyMatch(p -> p.kind() == ProblemKind.INCONSISTENT), g.problems()::toString);
        XiangqiGame right = read(pgn.replace("0-1", "1-0")).get(0);
        assertEquals(List.of(), right.problems());
    }

    @Test
    void perpetualCheckResultIsCheckedAgainstTheVerdict() {
        String moves = "1. f7e7 e9f9 2. e7f7 f9e9 3. f7e7 e9f9 4. e7f7 f9e9";
        String pgn = "[FEN \"4k4/9/5R3/9/9/9/9/9/9/3K5 w - - 0 1\"]\n[Format \"ICCS\"]\n\n" + moves + " 1-0\n";
        XiangqiGame g = read(pgn).get(0);
        assertEquals("Luật cờ Tướng 2004 Điều 23 điểm 1", g.outcome().orElseThrow().article().citation());
        assertTrue(g.problems().stream().anyMatch(p -> p.kind() == ProblemKind.INCONSISTENT));
        assertEquals(List.of(), read(pgn.replace("1-0", "0-1")).get(0).problems());
    }

    @Test
    void badTagsAreProblemsAndReadingGoesOn() {
        List<XiangqiGame> games = read("[Red Nobody]\n1. h2e2 *\n\n[Red \"X\"]\n1. b2e2 *\n");
        assertEquals(2, games.size());
        assertEquals(ProblemKind.INVALID_SYNTAX, games.get(0).problems().get(0).kind());
        assertEquals(1, games.get(1).moves().size());
    }
}
