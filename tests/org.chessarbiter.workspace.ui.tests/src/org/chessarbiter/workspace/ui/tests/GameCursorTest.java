package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.Square;
import org.junit.jupiter.api.Test;

/**
 * The place in a game the board shows: found from a caret offset as the replay places it (variations
 * included), moved by the viewer's controls, and mapped back to a caret offset.
 */
class GameCursorTest {

    /** The example of Luật cờ Tướng 2004 phụ lục 4 with a variation (numbered "1." as the streaming PGN reader reads them). */
    static final String XIANGQI = "[Game \"Cờ Tướng\"]\n\n1. P2-5 M8.7\n2. M2.3 P2-4 (2... X9-8 3. X1-2)\n3. X1-2 X9-8 *\n";
    static final String CHESS = "1.e4 e5 2.Hh5 Mc6 3.Tc4 Mf6 4.H:f7+ *\n";

    @Test
    void theCaretAfterAMoveShowsThePositionAfterIt() {
        GameReplay<?, ?> replay = replay(XIANGQI);
        GameCursor<?, ?> cursor = GameCursor.at(replay, end(XIANGQI, "P2-4", 0));
        assertFalse(cursor.inVariation());
        assertEquals(4, cursor.played());
        assertEquals("P2-4", cursor.node().move().text());
        BoardState state = BoardState.of(cursor).orElseThrow();
        assertEquals(BoardShape.XIANGQI, state.shape());
        assertEquals('c', state.picture().pieceAt(3, 7), "Black's cannon went from its file 2 to its file 4 (d7)");
        assertEquals(Optional.of(new Square(1, 7)), state.from());
        assertEquals(Optional.of(new Square(3, 7)), state.to());
        assertEquals(Side.FIRST, state.turn());
    }

    @Test
    void theCaretInAVariationShowsTheVariation() {
        GameReplay<?, ?> replay = replay(XIANGQI);
        GameCursor<?, ?> cursor = GameCursor.at(replay, end(XIANGQI, "X9-8", 0));
        assertTrue(cursor.inVariation());
        assertEquals("X9-8", cursor.node().move().text());
        BoardState state = BoardState.of(cursor).orElseThrow();
        assertEquals('r', state.picture().pieceAt(7, 9), "Black's chariot on its file 8 (h9)");
        assertEquals(' ', state.picture().pieceAt(8, 9));
        assertEquals('c', state.picture().pieceAt(1, 7), "the variation replaces P2-4: the cannon is still at home");

        GameCursor<?, ?> deeper = GameCursor.at(replay, end(XIANGQI, "X1-2", 0));
        assertTrue(deeper.inVariation());
        assertEquals(2, deeper.played());
        GameCursor<?, ?> main = GameCursor.at(replay, end(XIANGQI, "X1-2", XIANGQI.indexOf("\n3. X1-2")));
        assertFalse(main.inVariation(), "the same move text on the main line is the main line");
        assertEquals(5, main.played());
    }

    @Test
    void theControlsGoThroughTheGameAndItsVariations() {
        GameReplay<?, ?> replay = replay(XIANGQI);
        GameCursor<?, ?> start = GameCursor.start(replay);
        assertEquals(0, start.played());
        assertSame(start, start.previous(), "nothing before the start");
        GameCursor<?, ?> third = start.next().next().next();
        assertEquals("M2.3", third.node().move().text());
        GameCursor<?, ?> variation = third.enterVariation();
        assertTrue(variation.inVariation());
        assertEquals("X9-8", variation.node().move().text());
        assertEquals(third, variation.previous(), "back before the variation's first move is the branching place");
        assertEquals(third, variation.next().leaveVariation(), "leaving goes back to where the variation branches");
        assertEquals("X1-2", variation.last().node().move().text());
        assertEquals(variation.next(), variation.last());
        assertEquals(6, start.last().played(), "the end of the main line");
        assertEquals(start, start.last().first());
        GameCursor<?, ?> end = start.last();
        assertSame(end, end.next(), "nothing after the end");
        assertEquals(third.next(), third.next().enterVariation(), "the move after P2-4 has no variation");
    }

    @Test
    void everyPlaceMapsToACaretThatMapsBack() {
        GameReplay<?, ?> replay = replay(XIANGQI);
        List<GameCursor<?, ?>> places = new ArrayList<>();
        for (GameCursor<?, ?> c = GameCursor.start(replay); places.isEmpty() || !c.equals(places.get(places.size() - 1)); c = c.next()) {
            places.add(c);
        }
        GameCursor<?, ?> variation = places.get(3).enterVariation();
        places.add(variation);
        places.add(variation.next());
        for (GameCursor<?, ?> place : places) {
            assertEquals(place, GameCursor.at(replay, place.caretOffset()), place + " at " + place.caretOffset());
        }
    }

    @Test
    void aChessGameShowsAChessBoardWithTheKingInCheck() {
        GameReplay<?, ?> replay = replay(CHESS);
        BoardState afterE4 = BoardState.of(GameCursor.at(replay, end(CHESS, "e4", 0))).orElseThrow();
        assertEquals(BoardShape.CHESS, afterE4.shape());
        assertEquals(Optional.of(new Square(4, 1)), afterE4.from());
        assertEquals(Optional.of(new Square(4, 3)), afterE4.to());
        assertEquals(Optional.empty(), afterE4.check());
        BoardState check = BoardState.of(GameCursor.at(replay, CHESS.indexOf(" *"))).orElseThrow();
        assertEquals(Optional.of(new Square(4, 7)), check.check(), "the black king on e8 is in check");
        assertEquals(Side.SECOND, check.turn());
    }

    /** The offset just after {@code move}, searched from {@code from}. */
    static int end(String text, String move, int from) {
        return text.indexOf(move, from) + move.length();
    }

    static GameReplay<?, ?> replay(String text) {
        List<WrittenGame> games = new ArrayList<>();
        PgnReader.readAll(new StringReader(text), new PgnGames("bienban", games::add, problem -> {
            throw new AssertionError(problem.toString());
        }));
        GameReplay<?, ?> replay = ScoresheetChecker.check(games.get(0));
        assertTrue(replay.mainLineComplete(), "every move of the example is played: " + replay.findings());
        return replay;
    }
}
