package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.chessarbiter.workspace.ui.board.Annotations.Arrow;
import org.chessarbiter.workspace.ui.board.Annotations.Circle;
import org.chessarbiter.workspace.ui.board.Annotations.Colour;
import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.internal.viewer.ViewerMessages;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * Arrows and circles on the board: those of the move at the caret's comment are shown, and those drawn with the
 * right mouse button (a drag: an arrow; a click: a circle; Shift: red) are written into that comment.
 */
class AnnotationDrawingTest extends BoardViewFixture {

    @Test
    void anArrowDrawnWithTheMouseIsWrittenAsCalAndACircleAsCsl() throws Exception {
        String text = "1.e4 e5 2.Mf3 Mc6 *\n";
        ITextEditor editor = open("mui-ten.bienban", text);
        caret(editor, end(text, "e5", 0), c -> c.played() == 2, "after 1...e5");

        drag(new Square(6, 0), new Square(5, 2), 0);
        Ui.waitUntil(() -> document(editor).equals("1.e4 e5 {[%cal Gg1f3]} 2.Mf3 Mc6 *\n"), "the arrow written: " + document(editor));
        Ui.waitUntil(() -> !view.annotations().annotations().arrows().isEmpty(), "the arrow shown");
        assertEquals(List.of(new Arrow(Colour.GREEN, new Square(6, 0), new Square(5, 2))), view.annotations().annotations().arrows());
        assertEquals(end(text, "e5", 0), caretOf(editor), "the caret stays after the move annotated");

        drag(new Square(3, 3), new Square(3, 3), SWT.SHIFT);
        Ui.waitUntil(() -> document(editor).equals("1.e4 e5 {[%csl Rd4] [%cal Gg1f3]} 2.Mf3 Mc6 *\n"),
                "the red circle written: " + document(editor));
        Ui.waitUntil(() -> !view.annotations().annotations().circles().isEmpty(), "the circle shown");
        assertEquals(List.of(new Circle(Colour.RED, new Square(3, 3))), view.annotations().annotations().circles());
        screenshot("board-annotations-drawn");

        drag(new Square(6, 0), new Square(5, 2), 0);
        Ui.waitUntil(() -> document(editor).equals("1.e4 e5 {[%csl Rd4]} 2.Mf3 Mc6 *\n"), "the arrow drawn again is removed");
    }

    @Test
    void xiangqiArrowsAreShownAndWrittenInIccsSquares() throws Exception {
        String text = "[Game \"Cờ Tướng\"]\n\n1) P2-5 {[%cal Gh2e2] [%csl Re9]} M8.7\n2) M2.3 *\n";
        ITextEditor editor = open("mui-ten-co-tuong.bienban", text);
        caret(editor, end(text, "P2-5", 0), c -> c.played() == 1, "after 1) P2-5");
        Ui.waitUntil(() -> !view.annotations().annotations().isEmpty(), "the comment's arrow shown");
        assertEquals(List.of(new Arrow(Colour.GREEN, new Square(7, 2), new Square(4, 2))), view.annotations().annotations().arrows());
        assertEquals(List.of(new Circle(Colour.RED, new Square(4, 9))), view.annotations().annotations().circles());
        screenshot("board-xiangqi-annotations");

        caret(editor, end(text, "M2.3", 0), c -> c.played() == 3, "after 2) M2.3");
        drag(new Square(7, 7), new Square(4, 7), SWT.ALT);
        Ui.waitUntil(() -> document(editor).endsWith("2) M2.3 {[%cal Bh7e7]} *\n"), "the blue arrow written: " + document(editor));
    }

    @Test
    void atTheStartOfTheGameADrawingIsRefusedWithTheReason() throws Exception {
        String text = "1.e4 e5 *\n";
        ITextEditor editor = open("bat-dau.bienban", text);
        caret(editor, 0, c -> c.played() == 0, "the start");
        drag(new Square(4, 1), new Square(4, 3), 0);
        assertEquals(ViewerMessages.Annotations_atStart, view.statusText());
        assertEquals(text, document(editor), "nothing written");
        assertTrue(view.annotations().annotations().isEmpty());
    }

    /** A right-button drag from a square to another (the same square: a click), with modifier keys. */
    private void drag(Square from, Square to, int modifiers) {
        BoardGeometry g = view.geometry().orElseThrow();
        mouse(SWT.MouseDown, g.centerX(from.file()), g.centerY(from.rank()), modifiers);
        Event move = event(g.centerX(to.file()), g.centerY(to.rank()), modifiers | SWT.BUTTON3);
        view.canvas().notifyListeners(SWT.MouseMove, move);
        mouse(SWT.MouseUp, g.centerX(to.file()), g.centerY(to.rank()), modifiers);
    }

    private void mouse(int type, int x, int y, int modifiers) {
        Event e = event(x, y, modifiers);
        e.button = 3;
        view.canvas().notifyListeners(type, e);
    }

    private static Event event(int x, int y, int stateMask) {
        Event e = new Event();
        e.x = x;
        e.y = y;
        e.stateMask = stateMask;
        return e;
    }

    private static String document(ITextEditor editor) {
        return editor.getDocumentProvider().getDocument(editor.getEditorInput()).get();
    }
}
