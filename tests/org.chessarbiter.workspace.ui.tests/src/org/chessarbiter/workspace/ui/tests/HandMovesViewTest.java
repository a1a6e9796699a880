package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.chessarbiter.workspace.ui.board.Square;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * Moves made by clicking on the board are written into the scoresheet at the caret, in the file's own notation
 * (Vietnamese letters for chess, the short form of Luật cờ Tướng 2004 Điều 11.2 for xiangqi); illegal moves are
 * refused with the reason.
 */
class HandMovesViewTest extends BoardViewFixture {

    @Test
    void clickingTwoSquaresWritesMf3IntoAVietnameseChessScoresheet() throws Exception {
        String text = "[Event \"Thử\"]\n\n1.e4 Mc6 *\n";
        ITextEditor editor = open("tay.bienban", text);
        caret(editor, end(text, "Mc6", 0), c -> c.played() == 2, "after 1...Mc6");
        click(new Square(6, 0));
        assertEquals(Set.of(new Square(4, 1), new Square(5, 2), new Square(7, 2)), view.targets(),
                "the knight on g1 may go to e2, f3 or h3");
        screenshot("board-chess-legal-targets");
        click(new Square(5, 2));
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        Ui.waitUntil(() -> document.get().contains("1.e4 Mc6 2.Mf3 *"), "2.Mf3 written in the scoresheet");
        waitForBoard(c -> c.played() == 3, "the board after 2.Mf3");
        assertEquals('N', view.picture().pieceAt(5, 2));
        assertEquals(document.get().indexOf("Mf3") + 3, caretOf(editor), "the caret after the move written");
        screenshot("board-chess-hand-move");
    }

    @Test
    void clickingTwoPointsWritesM23IntoAVietnameseXiangqiScoresheet() throws Exception {
        String text = "[Game \"Cờ Tướng\"]\n\n1) P2-5 M8.7 *\n";
        ITextEditor editor = open("tay-tuong.bienban", text);
        caret(editor, end(text, "M8.7", 0), c -> c.played() == 2, "after 1) ... M8.7");
        click(new Square(7, 0));
        assertEquals(Set.of(new Square(6, 2), new Square(8, 2)), view.targets(), "Red's horse on its file 2 may go to g2 or i2");
        screenshot("board-xiangqi-legal-targets");
        click(new Square(6, 2));
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        Ui.waitUntil(() -> document.get().contains("1) P2-5 M8.7 2) M2.3 *"), "2) M2.3 written in the scoresheet");
        waitForBoard(c -> c.played() == 3, "the board after 2) M2.3");
        assertEquals('N', view.picture().pieceAt(6, 2));
    }

    @Test
    void anIllegalMoveIsRefusedWithTheReason() throws Exception {
        String text = "[Game \"Cờ Tướng\"]\n\n1) P2-5 M8.7 *\n";
        ITextEditor editor = open("sai.bienban", text);
        caret(editor, end(text, "M8.7", 0), c -> c.played() == 2, "after 1) ... M8.7");
        click(new Square(1, 9));
        assertTrue(view.statusText().contains("b9"), "Black's horse cannot be picked up when Red is to move: " + view.statusText());
        assertTrue(view.selected().isEmpty());
        click(new Square(7, 0));
        click(new Square(7, 2));
        assertTrue(view.statusText().contains("h0") && view.statusText().contains("h2"), view.statusText());
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        assertEquals(text, document.get(), "nothing is written");
        screenshot("board-xiangqi-refused");
    }
}
