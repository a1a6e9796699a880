package org.chessarbiter.rules.xiangqi.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.rules.xiangqi.SetupValidator;
import org.chessarbiter.rules.xiangqi.pgn.GameReplayer;
import org.chessarbiter.rules.xiangqi.pgn.XiangqiGame;
import org.junit.jupiter.api.Test;

/**
 * The messages of the game checks about a xiangqi game name its sides as xiangqi does: Red and Black in
 * English (never White), Đỏ and Đen in Vietnamese as arbiters say them (the written records keep the Trắng of
 * Luật cờ Tướng 2004 Điều 2.2, red pieces counting as Trắng; messages are not records), the same words in every
 * message (results, moves after the end, move numbers).
 */
class SideNamesTest {
    private static final Locale VI = Locale.forLanguageTag("vi");
    /** Red mates with the chariot (Luật cờ Tướng 2004 Điều 7.1a). */
    private static final String MATE = "[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n[Format \"ICCS\"]\n\n1. b0b9 ";

    static List<Problem> problems(String pgn) {
        List<XiangqiGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(pgn), new GameReplayer(games::add));
        return games.get(0).problems();
    }

    @Test
    void aResultThatContradictsACheckmateNamesRed() {
        Problem p = problems(MATE + "0-1\n").get(0);
        assertEquals("The result 0-1 contradicts the final position: Red wins by checkmate (Luật cờ Tướng 2004 Điều 7.1a).",
                p.message().format(Locale.ENGLISH));
        assertEquals("Kết quả 0-1 mâu thuẫn với thế cờ cuối: Đỏ thắng do chiếu hết (Luật cờ Tướng 2004 Điều 7.1a).",
                p.message().format(VI));
    }

    @Test
    void aMoveAfterTheEndNamesRed() {
        Problem p = problems(MATE + "d9e9 1-0\n").get(0);
        String en = p.message().format(Locale.ENGLISH);
        assertTrue(en.contains("Red wins by checkmate"), en);
        assertFalse(en.contains("White"), en);
    }

    @Test
    void theSideToMoveOfAMoveNumberIsRedOrBlack() {
        Problem p = problems("[Format \"ICCS\"]\n\n1. h2e2 h9g7 3. h0g2 *\n").get(0);
        String en = p.message().format(Locale.ENGLISH);
        assertTrue(en.contains("Red is to move"), en);
        assertTrue(p.message().format(VI).contains("đến lượt Đỏ"), p.message().format(VI));
    }

    @Test
    void everySideNameOfTheGameChecksIsTheOneOfTheRules() {
        // one pair of words for xiangqi: the setup, repetition and outcome messages of the engine use them too
        for (Locale l : List.of(Locale.ENGLISH, VI)) {
            for (Side side : Side.values()) {
                assertEquals(((Message) SetupValidator.sideName(side)).format(l), XiangqiKind.INSTANCE.sideName(side).format(l));
            }
        }
        assertEquals("Red", XiangqiKind.INSTANCE.sideName(Side.FIRST).format(Locale.ENGLISH));
        assertEquals("Black", XiangqiKind.INSTANCE.sideName(Side.SECOND).format(Locale.ENGLISH));
    }
}
