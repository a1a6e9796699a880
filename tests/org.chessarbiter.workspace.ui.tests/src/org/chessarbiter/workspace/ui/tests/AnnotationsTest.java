package org.chessarbiter.workspace.ui.tests;

import static org.chessarbiter.workspace.ui.tests.GameCursorTest.end;
import static org.chessarbiter.workspace.ui.tests.GameCursorTest.replay;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.workspace.ui.board.AnnotationWriter;
import org.chessarbiter.workspace.ui.board.Annotations;
import org.chessarbiter.workspace.ui.board.Annotations.Arrow;
import org.chessarbiter.workspace.ui.board.Annotations.Circle;
import org.chessarbiter.workspace.ui.board.Annotations.Colour;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.board.TextReplacement;
import org.junit.jupiter.api.Test;

/** {@code [%cal]} arrows and {@code [%csl]} circles read from comments, toggled, and written back into them. */
class AnnotationsTest {

    private static List<Token> comment(String text) {
        return List.of(new Token(text, 0, text.length(), 1, 1));
    }

    @Test
    void chessArrowsAndCirclesAreReadInEveryColour() {
        Annotations a = Annotations.of(comment("{good [%cal Ge2e4,Rd7d5] [%csl Yd4,Bh8] [%clk 1:00:00]}"), BoardShape.CHESS);
        assertEquals(List.of(new Arrow(Colour.GREEN, new Square(4, 1), new Square(4, 3)),
                new Arrow(Colour.RED, new Square(3, 6), new Square(3, 4))), a.arrows());
        assertEquals(List.of(new Circle(Colour.YELLOW, new Square(3, 3)), new Circle(Colour.BLUE, new Square(7, 7))),
                a.circles());
    }

    @Test
    void xiangqiSquaresAreTheIccsOnesFromRankZero() {
        Annotations a = Annotations.of(comment("{[%cal Gh2e2] [%csl Re9]}"), BoardShape.XIANGQI);
        assertEquals(List.of(new Arrow(Colour.GREEN, new Square(7, 2), new Square(4, 2))), a.arrows());
        assertEquals(List.of(new Circle(Colour.RED, new Square(4, 9))), a.circles());
        assertTrue(Annotations.of(comment("{[%cal Gj2e2] [%csl Re10]}"), BoardShape.XIANGQI).isEmpty(),
                "no file j, no rank 10 on a xiangqi board");
    }

    @Test
    void drawingTheSameArrowAgainRemovesItAndAnotherColourRecolours() {
        Arrow green = new Arrow(Colour.GREEN, new Square(4, 1), new Square(4, 3));
        Annotations one = Annotations.NONE.toggle(green);
        assertEquals(List.of(green), one.arrows());
        assertTrue(one.toggle(green).isEmpty());
        Arrow red = new Arrow(Colour.RED, new Square(4, 1), new Square(4, 3));
        assertEquals(List.of(red), one.toggle(red).arrows());
        assertEquals("[%cal Re2e4]", one.toggle(red).commands(BoardShape.CHESS));
    }

    @Test
    void aMoveWithoutACommentGetsOneJustAfterItAndItsNag() {
        String text = "1.e4 $1 e5 2.Mf3 *\n";
        WrittenNode e4 = node(text, "e4");
        Annotations a = Annotations.NONE.toggle(new Arrow(Colour.GREEN, new Square(4, 1), new Square(4, 3)));
        assertEquals("1.e4 $1 {[%cal Ge2e4]} e5 2.Mf3 *\n", apply(text, AnnotationWriter.edit(e4, a, BoardShape.CHESS)));
    }

    @Test
    void theCommandsOfACommentAreReplacedAndItsWordsKept() {
        String text = "1.e4 {[%csl Gd4] strong [%clk 1:00:00]} e5 *\n";
        WrittenNode e4 = node(text, "e4");
        Annotations read = Annotations.of(e4.comments(), BoardShape.CHESS);
        Annotations a = read.toggle(new Arrow(Colour.BLUE, new Square(6, 0), new Square(5, 2)));
        assertEquals("1.e4 {[%csl Gd4] [%cal Bg1f3] strong [%clk 1:00:00]} e5 *\n",
                apply(text, AnnotationWriter.edit(e4, a, BoardShape.CHESS)));
        assertEquals("1.e4 {strong [%clk 1:00:00]} e5 *\n",
                apply(text, AnnotationWriter.edit(e4, Annotations.NONE, BoardShape.CHESS)));
    }

    @Test
    void aCommentLeftEmptyIsRemoved() {
        String text = "1.e4 {[%cal Ge2e4]} e5 *\n";
        WrittenNode e4 = node(text, "e4");
        assertEquals("1.e4 e5 *\n", apply(text, AnnotationWriter.edit(e4, Annotations.NONE, BoardShape.CHESS)));
    }

    @Test
    void anExistingCommentWithoutCommandsGetsThemAtItsStart() {
        String text = "1.e4 {the best} e5 *\n";
        WrittenNode e4 = node(text, "e4");
        Annotations a = Annotations.NONE.toggle(new Circle(Colour.GREEN, new Square(3, 3)));
        assertEquals("1.e4 {[%csl Gd4] the best} e5 *\n", apply(text, AnnotationWriter.edit(e4, a, BoardShape.CHESS)));
    }

    private static WrittenNode node(String text, String move) {
        GameCursor<?, ?> cursor = GameCursor.at(replay(text), end(text, move, 0));
        assertEquals(move, cursor.node().move().text());
        return cursor.node();
    }

    private static String apply(String text, TextReplacement edit) {
        return text.substring(0, edit.offset()) + edit.text() + text.substring(edit.offset() + edit.length());
    }
}
