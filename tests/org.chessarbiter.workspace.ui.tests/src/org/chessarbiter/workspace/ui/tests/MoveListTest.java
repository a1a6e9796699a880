package org.chessarbiter.workspace.ui.tests;

import static org.chessarbiter.workspace.ui.tests.GameCursorTest.replay;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.workspace.ui.board.MoveList;
import org.junit.jupiter.api.Test;

/** The move list's text: the main line, its variations on lines of their own, deeper ones in parentheses, comments. */
class MoveListTest {

    @Test
    void theMainLineRunsOnAndItsVariationsGetLinesOfTheirOwn() {
        String xiangqi = "[Game \"Cờ Tướng\"]\n\n1. P2-5 M8.7\n2. M2.3 P2-4 (2... X9-8 3. X1-2 (3. B7.1)) 3. X1-2 X9-8 *\n";
        MoveList list = MoveList.of(replay(xiangqi));
        assertEquals("1. P2-5 M8.7 2. M2.3 P2-4\n    (2... X9-8 3. X1-2 (3. B7.1))\n3. X1-2 X9-8", list.text(),
                "after a variation the line goes on with the number of the next move");
        assertEquals(9, list.entries().size());
        MoveList.Entry x98 = list.entries().get(4);
        assertEquals("X9-8", x98.node().move().text());
        assertFalse(x98.mainLine());
        assertEquals("X9-8", list.text().substring(x98.start(), x98.end()));
        assertEquals(x98, list.entryAt(x98.start()).orElseThrow());
        assertEquals(x98, list.entryAt(x98.end()).orElseThrow(), "a click just after the move's last letter is still on it");
        assertTrue(list.entries().get(0).mainLine());
    }

    @Test
    void commentsAreShownWithoutTheirCommandsAndASecondSideMoveAfterOneIsNumbered() {
        String chess = "1.e4 {[%cal Ge2e4] the king's pawn} e5 {[%clk 1:00:00]} 2.Mf3 Mc6 *\n";
        GameReplay<?, ?> replay = replay(chess);
        MoveList list = MoveList.of(replay);
        assertEquals("1. e4 the king's pawn 1... e5 2. Mf3 Mc6", list.text());
        assertEquals(1, list.comments().size());
        MoveList.Span comment = list.comments().get(0);
        assertEquals("the king's pawn", list.text().substring(comment.start(), comment.end()));
    }

    @Test
    void aMoveTheRulesCannotPlayIsMarked() {
        MoveList list = MoveList.of(unchecked("1.e4 e5 2.Mf6 Mc6 *\n"));
        assertTrue(list.entries().get(1).played());
        assertFalse(list.entries().get(2).played(), "Mf6 is not a move of White");
    }

    private static GameReplay<?, ?> unchecked(String text) {
        List<WrittenGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(text), new PgnGames("bienban", games::add, problem -> {
            throw new AssertionError(problem.toString());
        }));
        return ScoresheetChecker.check(games.get(0));
    }
}
