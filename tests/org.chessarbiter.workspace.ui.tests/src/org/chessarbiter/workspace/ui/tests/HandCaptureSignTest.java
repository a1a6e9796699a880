package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chessarbiter.workspace.ui.board.Square;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/** A capture made on the board is written with the file's capture sign, as content assist proposes it. */
class HandCaptureSignTest extends BoardViewFixture {

    @Test
    void aCaptureOnTheBoardIsWrittenWithTheColonOfAVietnameseScoresheet() throws Exception {
        String text = "1. e4 d5 2. Mc3 d:e4 *\n";
        ITextEditor editor = open("an-quan-tay.bienban", text);
        caret(editor, end(text, "d:e4", 0), c -> c.played() == 4, "after 2...d:e4");
        view.click(new Square(2, 2));
        view.click(new Square(4, 3));
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        Ui.waitUntil(() -> document.get().contains("2. Mc3 d:e4 3. M:e4 *"), "3. M:e4 written: " + document.get());
        waitForBoard(c -> c.played() == 5, "the board after 3. M:e4");
        assertEquals('N', view.picture().pieceAt(4, 3));
    }
}
