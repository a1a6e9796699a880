package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.internal.handlers.BoardCommandTarget.Control;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * The board view beside a scoresheet editor: the board of the file's game (xiangqi or chess) at the caret,
 * into a variation and back; the viewer's controls and keys move through the game and the caret with it.
 */
class BoardViewTest extends BoardViewFixture {

    static final Path ROOT = Path.of(System.getProperty("arbiter.root", "../.."));
    /** The example of Luật cờ Tướng 2004 phụ lục 4, numbered as its Điều 11.2 writes, with a variation. */
    static final String XIANGQI = "[Game \"Cờ Tướng\"]\n\n1) P2-5 M8.7\n2) M2.3 P2-4 (2... X9-8 3) X1-2)\n3) X1-2 X9-8 *\n";

    @Test
    void aXiangqiScoresheetShowsAXiangqiBoardThatFollowsTheCaretIntoAVariationAndBack() throws Exception {
        ITextEditor editor = open("co-tuong.bienban", XIANGQI);
        caret(editor, end(XIANGQI, "P2-4", 0), c -> c.played() == 4 && !c.inVariation(), "the main line after 2... P2-4");
        assertEquals(BoardShape.XIANGQI, view.state().shape(), "a xiangqi game is shown on a xiangqi board");
        assertEquals('c', view.picture().pieceAt(3, 7), "Black's cannon on its file 4 (d7)");
        screenshot("board-xiangqi-main-line");

        caret(editor, end(XIANGQI, "X9-8", 0), GameCursor::inVariation, "the variation 2... X9-8");
        assertEquals("X9-8", view.cursor().orElseThrow().node().move().text());
        assertEquals('r', view.picture().pieceAt(7, 9), "Black's chariot on its file 8 (h9)");
        assertEquals('c', view.picture().pieceAt(1, 7), "in the variation the cannon has not moved");
        screenshot("board-xiangqi-variation");

        int mainX12 = end(XIANGQI, "X1-2", XIANGQI.indexOf("\n3) X1-2"));
        caret(editor, mainX12, c -> !c.inVariation() && c.played() == 5, "back on the main line after 3) X1-2");
        assertEquals('c', view.picture().pieceAt(3, 7));
        assertEquals('R', view.picture().pieceAt(7, 0), "Red's chariot on its file 2 (h0)");
    }

    @Test
    void theExampleChessScoresheetShowsAChessBoardThatFollowsTheCaret() throws Exception {
        String text = Files.readString(ROOT.resolve("examples/workspace/giai-mau/van-mau.bienban"));
        ITextEditor editor = open("van-mau.bienban", text);
        caret(editor, end(text, "Mf6", 0), c -> c.played() == 2, "after 1...Mf6");
        assertEquals(BoardShape.CHESS, view.state().shape());
        assertEquals('n', view.picture().pieceAt(5, 5), "the black knight on f6");
        assertEquals('P', view.picture().pieceAt(3, 3), "the white pawn on d4");
        caret(editor, end(text, "T:c3", 0), c -> c.played() == 14, "after 7...T:c3");
        assertEquals('b', view.picture().pieceAt(2, 2), "the black bishop took on c3");
        screenshot("board-chess-example");
    }

    @Test
    void theControlsMoveThroughTheGameAndTheCaretWithIt() throws Exception {
        ITextEditor editor = open("dieu-khien.bienban", XIANGQI);
        caret(editor, end(XIANGQI, "M2.3", 0), c -> c.played() == 3, "after 2) M2.3");

        view.control(Control.NEXT);
        assertEquals(4, view.cursor().orElseThrow().played());
        assertEquals(end(XIANGQI, "P2-4", 0), caretOf(editor), "the caret follows the board");
        view.control(Control.PREVIOUS);
        view.control(Control.ENTER_VARIATION);
        assertTrue(view.cursor().orElseThrow().inVariation());
        assertEquals(end(XIANGQI, "X9-8", 0), caretOf(editor));
        view.control(Control.LEAVE_VARIATION);
        assertEquals(3, view.cursor().orElseThrow().played());
        view.control(Control.LAST);
        assertEquals(6, view.cursor().orElseThrow().played());
        view.control(Control.FIRST);
        assertEquals(0, view.cursor().orElseThrow().played());
        assertEquals(XIANGQI.indexOf("P2-5"), caretOf(editor), "at the start the caret is before the first move");

        // the keys of the board (clicked, it has the focus): arrows, Home / End, Down into a variation, Up out of it
        page.activate(view);
        key(SWT.ARROW_RIGHT);
        key(SWT.ARROW_RIGHT);
        key(SWT.ARROW_RIGHT);
        assertEquals(3, view.cursor().orElseThrow().played());
        key(SWT.ARROW_DOWN);
        assertTrue(view.cursor().orElseThrow().inVariation());
        key(SWT.ARROW_UP);
        assertFalse(view.cursor().orElseThrow().inVariation());
        key(SWT.END);
        assertEquals(6, view.cursor().orElseThrow().played());
        key(SWT.ARROW_LEFT);
        assertEquals(5, view.cursor().orElseThrow().played());
        key(SWT.HOME);
        assertEquals(0, view.cursor().orElseThrow().played());

        assertFalse(view.isFlipped());
        view.control(Control.FLIP);
        assertTrue(view.isFlipped(), "flipped, Black is at the bottom");
        view.control(Control.LAST);
        screenshot("board-xiangqi-flipped");
    }

    @Test
    void autoplayAdvancesAndPauseStopsIt() throws Exception {
        ITextEditor editor = open("tu-dong.bienban", XIANGQI);
        caret(editor, XIANGQI.indexOf("P2-5"), c -> c.played() == 0, "the start");
        view.setAutoplayDelay(100);
        view.control(Control.AUTOPLAY);
        assertTrue(view.isAutoplaying());
        waitForBoard(c -> c.played() >= 2, "two moves played by the autoplay");
        view.control(Control.PAUSE);
        assertFalse(view.isAutoplaying());
        int paused = view.cursor().orElseThrow().played();
        assertEquals(view.cursor().orElseThrow().caretOffset(), caretOf(editor), "the caret is on the move the autoplay reached");
        spinFor(800);
        assertEquals(paused, view.cursor().orElseThrow().played(), "paused: no move is played any more");

        view.control(Control.AUTOPLAY);
        waitForBoard(c -> c.played() == 6, "the autoplay reaching the end of the main line");
        Ui.waitUntil(() -> !view.isAutoplaying(), "the autoplay stopping by itself at the end");
    }

    /** Runs the event loop for a while (eight times the autoplay's delay). */
    private static void spinFor(long millis) {
        long end = System.currentTimeMillis() + millis;
        Ui.waitUntil(() -> System.currentTimeMillis() > end, "time passing");
    }

    private void key(int keyCode) {
        Event event = new Event();
        event.keyCode = keyCode;
        view.canvas().notifyListeners(SWT.KeyDown, event);
    }
}
