package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.internal.board.EditorFollower;
import org.chessarbiter.workspace.ui.internal.board.PromotionChoice;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * Moves made on the board by dragging a piece (its legal targets shown while it is dragged) and the choice of the
 * piece a pawn becomes on the last rank, asked after a click-click move and after a drag; Escape plays nothing.
 */
class DragAndPromotionTest extends BoardViewFixture {

    /** A set-up game in Vietnamese letters: White's pawn on e7 promotes on e8 (White to move after 1...Vh7). */
    static final String PROMOTION = "[Event \"Phong cấp\"]\n[SetUp \"1\"]\n[FEN \"6k1/4P3/8/8/8/8/8/4K1N1 w - - 0 1\"]\n\n"
            + "1.Mf3 Vh7 *\n";
    private static final Square E7 = new Square(4, 6);
    private static final Square E8 = new Square(4, 7);

    @Test
    void draggingAKnightShowsItsTargetsAndWritesMf3() throws Exception {
        String text = "[Event \"Kéo thả\"]\n\n1.e4 Mc6 *\n";
        ITextEditor editor = open("keo-tha.bienban", text);
        caret(editor, end(text, "Mc6", 0), c -> c.played() == 2, "after 1...Mc6");
        Square g1 = new Square(6, 0);
        Square f3 = new Square(5, 2);
        mouse(SWT.MouseDown, g1, 0, 0);
        mouse(SWT.MouseMove, g1, view.geometry().orElseThrow().cell() / 3, -view.geometry().orElseThrow().cell() / 2);
        mouse(SWT.MouseMove, f3, 4, 6);
        assertEquals(Set.of(new Square(4, 1), f3, new Square(7, 2)), view.targets(),
                "while the knight is dragged its targets e2, f3 and h3 are shown");
        assertTrue(view.selected().filter(g1::equals).isPresent());
        assertEquals(' ', view.picture().pieceAt(5, 2), "the knight is not played before it is dropped");
        screenshot("board-chess-drag");
        mouse(SWT.MouseUp, f3, 4, 6);
        IDocument document = document(editor);
        Ui.waitUntil(() -> document.get().contains("1.e4 Mc6 2.Mf3 *"), "2.Mf3 written in the scoresheet");
        waitForBoard(c -> c.played() == 3, "the board after 2.Mf3");
        assertEquals('N', view.picture().pieceAt(5, 2));
        assertTrue(view.selected().isEmpty());
    }

    @Test
    void aDropWhereThePieceCannotGoIsRefusedAndAPressWithoutMoveKeepsThePiecePickedUp() throws Exception {
        String text = "[Event \"Kéo thả\"]\n\n1.e4 Mc6 *\n";
        ITextEditor editor = open("keo-sai.bienban", text);
        caret(editor, end(text, "Mc6", 0), c -> c.played() == 2, "after 1...Mc6");
        Square g1 = new Square(6, 0);
        mouse(SWT.MouseDown, g1, 0, 0);
        mouse(SWT.MouseUp, g1, 0, 0);
        assertTrue(view.selected().filter(g1::equals).isPresent(), "pressed and released on its square: still picked up");
        mouse(SWT.MouseDown, g1, 0, 0);
        mouse(SWT.MouseMove, new Square(6, 2), 0, 0);
        mouse(SWT.MouseUp, new Square(6, 2), 0, 0);
        assertTrue(view.statusText().contains("g1") && view.statusText().contains("g3"), view.statusText());
        assertEquals(text, document(editor).get(), "nothing is written");
    }

    @Test
    void aPawnReachingTheLastRankByClicksBecomesThePieceChosen() throws Exception {
        ITextEditor editor = open("phong-cap.bienban", PROMOTION);
        caret(editor, end(PROMOTION, "Vh7", 0), c -> c.played() == 2, "after 1...Vh7");
        click(E7);
        click(E8);
        PromotionChoice choice = view.promotion().orElseThrow(() -> new AssertionError("the choice of the piece is asked"));
        assertEquals(List.of('q', 'r', 'b', 'n'), choice.letters(), "queen, rook, bishop, knight (FIDE Laws 3.7.5.1)");
        assertTrue(choice.white());
        assertEquals(PROMOTION, document(editor).get(), "nothing is written before the piece is chosen");
        screenshotWithChoice(choice, "board-chess-promotion");
        choose(choice, 'n');
        IDocument document = document(editor);
        Ui.waitUntil(() -> document.get().contains("1.Mf3 Vh7 2.e8M"), "2.e8M (a knight, Mã) written: " + document.get());
        waitForBoard(c -> c.played() == 3, "the board after 2.e8M");
        assertEquals('N', view.picture().pieceAt(4, 7), "a white knight on e8");
        assertTrue(view.promotion().isEmpty());
    }

    @Test
    void aPawnDraggedToTheLastRankBecomesTheRookChosenAndEscapePlaysNothing() throws Exception {
        ITextEditor editor = open("phong-keo.bienban", PROMOTION);
        caret(editor, end(PROMOTION, "Vh7", 0), c -> c.played() == 2, "after 1...Vh7");
        drag(E7, E8);
        PromotionChoice first = view.promotion().orElseThrow(() -> new AssertionError("the choice of the piece is asked"));
        Event escape = new Event();
        escape.keyCode = SWT.ESC;
        first.canvas().notifyListeners(SWT.KeyDown, escape);
        assertFalse(first.isOpen());
        assertTrue(view.promotion().isEmpty() && view.selected().isEmpty(), "Escape: no move, no piece picked up");
        assertEquals(PROMOTION, document(editor).get(), "nothing is written");

        drag(E7, E8);
        choose(view.promotion().orElseThrow(), 'r');
        IDocument document = document(editor);
        Ui.waitUntil(() -> document.get().contains("1.Mf3 Vh7 2.e8X"), "2.e8X (a rook, Xe) written: " + document.get());
        waitForBoard(c -> c.played() == 3, "the board after 2.e8X");
        assertEquals('R', view.picture().pieceAt(4, 7), "a white rook on e8");
    }

    /**
     * The window with the choice over the board, saved as {@code name}.png, and the board alone: the choice is a
     * window of its own, which the capture of the workbench window does not hold, so it is laid over it where it is.
     */
    private void screenshotWithChoice(PromotionChoice choice, String name) {
        Shell window = view.canvas().getShell();
        ImageData picture = Ui.capture(window);
        ImageData over = Screenshots.capture(choice.shell());
        Point at = window.toControl(choice.shell().getLocation());
        lay(over, picture, at);
        Screenshots.save(picture, name);
        ImageData board = Screenshots.capture(view.canvas());
        lay(over, board, view.canvas().toControl(choice.shell().getLocation()));
        Screenshots.save(board, name + "-board");
    }

    private static void lay(ImageData over, ImageData onto, Point at) {
        for (int y = 0; y < over.height; y++) {
            for (int x = 0; x < over.width; x++) {
                if (at.x + x >= 0 && at.y + y >= 0 && at.x + x < onto.width && at.y + y < onto.height) {
                    onto.setPixel(at.x + x, at.y + y, onto.palette.getPixel(over.palette.getRGB(over.getPixel(x, y))));
                }
            }
        }
    }

    /** Drags the piece of {@code from} to {@code to} with the left button, as the mouse does. */
    private void drag(Square from, Square to) {
        mouse(SWT.MouseDown, from, 0, 0);
        mouse(SWT.MouseMove, to, 2, 2);
        assertTrue(view.selected().filter(from::equals).isPresent());
        mouse(SWT.MouseUp, to, 2, 2);
    }

    /** Clicks the piece of FEN letter {@code letter} in the choice, as the mouse does. */
    private static void choose(PromotionChoice choice, char letter) {
        int cell = choice.canvas().getSize().x;
        Event event = new Event();
        event.button = 1;
        event.x = cell / 2;
        event.y = choice.letters().indexOf(letter) * cell + cell / 2;
        choice.canvas().notifyListeners(SWT.MouseDown, event);
    }

    /** A mouse event of the left button at the centre of {@code square} moved by (dx, dy), held for a move. */
    private void mouse(int type, Square square, int dx, int dy) {
        Ui.waitUntil(() -> Job.getJobManager().find(EditorFollower.FAMILY).length == 0, "the game replayed");
        Ui.waitUntil(() -> !view.canvas().getDisplay().readAndDispatch(), "the pending events handled");
        BoardGeometry g = view.geometry().orElseThrow();
        Event event = new Event();
        event.button = type == SWT.MouseMove ? 0 : 1;
        event.stateMask = type == SWT.MouseDown ? 0 : SWT.BUTTON1;
        event.x = g.centerX(square.file()) + dx;
        event.y = g.centerY(square.rank()) + dy;
        view.canvas().notifyListeners(type, event);
        if (type == SWT.MouseMove) {
            view.canvas().update();
        }
    }

    private static IDocument document(ITextEditor editor) {
        return editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }
}
