package org.chessarbiter.workspace.ui.tests;

import static org.chessarbiter.workspace.ui.tests.GameCursorTest.end;
import static org.chessarbiter.workspace.ui.tests.GameCursorTest.replay;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.HandMoves;
import org.chessarbiter.workspace.ui.board.MoveInsertion;
import org.chessarbiter.workspace.ui.board.MoveNumbering;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.board.TextEdit;
import org.junit.jupiter.api.Test;

/** Moves made on the board: the squares a piece may go to, and where and how the move is written into the file. */
class MoveInsertionTest {

    static final String XIANGQI = GameCursorTest.XIANGQI;
    static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    @Test
    void aMoveAtTheEndOfTheMainLineIsAppendedWithTheFilesMoveNumbers() {
        GameReplay<?, ?> replay = replay(XIANGQI);
        GameCursor<?, ?> last = GameCursor.start(replay).last();
        TextEdit edit = MoveInsertion.of(last, "M8.7");
        int afterX98 = end(XIANGQI, "X9-8", XIANGQI.indexOf("\n3. X1-2"));
        assertEquals(new TextEdit(afterX98, " 4. M8.7", afterX98 + 8), edit, "Red's move 4, numbered as the file numbers them");
        assertEquals("3. X1-2 X9-8 4. M8.7 *", apply(XIANGQI, edit).lines().toList().get(4));
    }

    @Test
    void aMoveWhereTheLineGoesOnIsANewVariationAfterTheExistingOnes() {
        GameReplay<?, ?> replay = replay(XIANGQI);
        GameCursor<?, ?> afterM23 = GameCursor.at(replay, end(XIANGQI, "M2.3", 0));
        TextEdit edit = MoveInsertion.of(afterM23, "P8-5");
        String written = apply(XIANGQI, edit);
        assertTrue(written.contains("2. M2.3 P2-4 (2... X9-8 3. X1-2) (2... P8-5)\n"), written);
        assertEquals(written.indexOf("P8-5)") + 4, edit.caret(), "the caret after the new move, inside the variation");
    }

    @Test
    void aChessMoveIsNumberedAsTheFileNumbersWithoutASpace() {
        String chess = "1.e4 e5 *\n";
        TextEdit edit = MoveInsertion.of(GameCursor.at(replay(chess), end(chess, "e5", 0)), "Mf3");
        assertEquals("1.e4 e5 2.Mf3 *\n", apply(chess, edit));
        String blackToMove = "1. e4 {a comment} *\n";
        TextEdit afterComment = MoveInsertion.of(GameCursor.at(replay(blackToMove), end(blackToMove, "e4", 0)), "e5");
        assertEquals("1. e4 {a comment} 1... e5 *\n", apply(blackToMove, afterComment),
                "after a comment the second side's move is numbered again");
    }

    @Test
    void aGameWithoutNumbersYetIsNumberedAsTheFileNumbers() {
        String setUp = "[Game \"Cờ Tướng\"]\n[SetUp \"1\"]\n[FEN \"" + START + "\"]\n\n*\n";
        GameCursor<?, ?> start = GameCursor.start(replay(setUp));
        MoveNumbering vietnamese = MoveNumbering.of("1)", true);
        assertEquals(new MoveNumbering(")", true), vietnamese);
        assertTrue(apply(setUp, MoveInsertion.of(start, "P2-5", vietnamese)).endsWith("\n\n1) P2-5 *\n"),
                "a file numbering 1) (Luật cờ Tướng 2004 Điều 11.2) numbers its set-up game's first move 1)");
        assertTrue(apply(setUp, MoveInsertion.of(start, "P2-5", MoveNumbering.of("1.", false))).endsWith("\n\n1.P2-5 *\n"));
        assertTrue(apply(setUp, MoveInsertion.of(start, "P2-5")).endsWith("\n\n1. P2-5 *\n"), "a file writing no number: PGN's");
        GameCursor<?, ?> last = GameCursor.start(replay(XIANGQI)).last();
        assertEquals(MoveInsertion.of(last, "M8.7"), MoveInsertion.of(last, "M8.7", vietnamese),
                "a game that numbers its moves keeps its own numbers");
    }

    @Test
    void aPieceMayGoWhereItsLegalMovesGo() {
        GameReplay<?, ?> replay = replay(XIANGQI);
        GameCursor<?, ?> start = GameCursor.start(replay);
        assertEquals(Set.of(new Square(6, 2), new Square(8, 2)), targets(start, new Square(7, 0)),
                "Red's horse on h0 (its file 2) goes to g2 or i2");
        assertEquals(Set.of(), targets(start, new Square(4, 4)), "an empty point (e4) has no moves");
        assertEquals(Set.of(new Square(4, 4)), targets(start, new Square(4, 3)), "the soldier on e3 goes straight on");
        assertEquals(Optional.empty(), move(start, new Square(7, 0), new Square(7, 2)), "a horse does not go straight");
        assertEquals("h0g2", move(start, new Square(7, 0), new Square(6, 2)).orElseThrow());
    }

    @Test
    void aPawnReachingTheLastRankMayBecomeAQueenRookBishopOrKnight() {
        GameCursor<?, ?> start = GameCursor.start(replay("[SetUp \"1\"]\n[FEN \"6k1/4P3/8/8/8/8/8/4K1N1 w - - 0 1\"]\n\n1.Nf3 *\n"));
        Square e7 = new Square(4, 6);
        Square e8 = new Square(4, 7);
        assertEquals(List.of('q', 'r', 'b', 'n'), promotions(start, e7, e8), "FIDE Laws 3.7.5.1, the queen first");
        assertEquals(List.of(), promotions(start, new Square(6, 0), new Square(5, 2)), "a knight's move is no promotion");
        assertEquals("e7e8n", chessMove(start, e7, e8, 'n').orElseThrow());
        assertEquals("e7e8r", chessMove(start, e7, e8, 'R').orElseThrow(), "the letter of either case");
        assertEquals("e7e8q", chessMove(start, e7, e8, ' ').orElseThrow(), "unless told, a queen");
        assertEquals("g1f3", chessMove(start, new Square(6, 0), new Square(5, 2), 'n').orElseThrow(),
                "another piece's move does not read the letter");
    }

    private static <P extends Position<P, M>, M extends Move> List<Character> promotions(GameCursor<P, M> cursor, Square from,
            Square to) {
        return HandMoves.promotions(cursor.position(), BoardShape.CHESS, from, to);
    }

    private static <P extends Position<P, M>, M extends Move> Optional<String> chessMove(GameCursor<P, M> cursor, Square from,
            Square to, char promotion) {
        return HandMoves.move(cursor.position(), BoardShape.CHESS, from, to, promotion).map(Move::coordinates);
    }

    private static <P extends Position<P, M>, M extends Move> Set<Square> targets(GameCursor<P, M> cursor, Square from) {
        return HandMoves.targets(cursor.position(), BoardShape.XIANGQI, from);
    }

    private static <P extends Position<P, M>, M extends Move> Optional<String> move(GameCursor<P, M> cursor, Square from, Square to) {
        return HandMoves.move(cursor.position(), BoardShape.XIANGQI, from, to).map(Move::coordinates);
    }

    private static String apply(String text, TextEdit edit) {
        return text.substring(0, edit.offset()) + edit.text() + text.substring(edit.offset());
    }
}
