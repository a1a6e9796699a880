package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.chessarbiter.workspace.ui.MovesView;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MoveList;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The move list beside the board: the game tree of the scoresheet at the caret, the move at the caret highlighted
 * into a variation and back; a click on a move and the keys move the editor's caret, and the board with it.
 */
class MovesViewTest extends BoardViewFixture {

    static final String XIANGQI = BoardViewTest.XIANGQI;

    MovesView moves;

    @BeforeEach
    void showMoves() throws Exception {
        moves = (MovesView) page.showView(MovesView.ID);
        assertNotNull(moves, "the move list is in the Tournament perspective");
    }

    @AfterEach
    void hideMoves() {
        page.hideView(moves);
    }

    @Test
    void theMoveListAndTheOutlineArePartOfTheTournamentPerspective() throws Exception {
        IWorkbenchPage reset = Ui.tournamentPerspective();
        assertNotNull(reset.findViewReference(MovesView.ID), "the move list is laid out by the perspective");
        assertNotNull(reset.findViewReference(IPageLayout.ID_OUTLINE), "the outline is laid out by the perspective");
        moves = (MovesView) reset.showView(MovesView.ID);
    }

    @Test
    void theMoveListOfAXiangqiScoresheetFollowsTheCaretIntoAVariationAndBack() throws Exception {
        ITextEditor editor = open("cay-nuoc-di.bienban", XIANGQI);
        caret(editor, end(XIANGQI, "P2-4", 0), c -> c.played() == 4 && !c.inVariation(), "the main line after 2... P2-4");
        waitForMoves(c -> c.played() == 4 && !c.inVariation(), "the list on 2... P2-4");
        assertEquals("1) P2-5 M8.7 2) M2.3 P2-4\n    (2... X9-8 3) X1-2)\n3) X1-2 X9-8", moves.text().getText(),
                "the variation on a line of its own, the file's numbers '1)' of Luật cờ Tướng 2004 Điều 11.2");
        assertEquals(Optional.of("P2-4"), moves.currentMove());
        assertEquals("P2-4", highlighted());
        screenshot("moves-xiangqi-main-line");
        listShot("moves-xiangqi-main-line-list");

        caret(editor, end(XIANGQI, "X9-8", 0), GameCursor::inVariation, "the variation 2... X9-8");
        waitForMoves(GameCursor::inVariation, "the list in the variation");
        assertEquals("X9-8", highlighted(), "the move of the variation is highlighted");
        listShot("moves-xiangqi-variation-list");

        int mainX12 = end(XIANGQI, "X1-2", XIANGQI.indexOf("\n3) X1-2"));
        caret(editor, mainX12, c -> !c.inVariation() && c.played() == 5, "back on the main line after 3) X1-2");
        waitForMoves(c -> !c.inVariation() && c.played() == 5, "the list back on the main line");
        MoveList.Entry current = moves.list().orElseThrow().entryOf(moves.cursor().orElseThrow().node()).orElseThrow();
        assertTrue(current.mainLine());
        assertEquals("X1-2", highlighted());
    }

    @Test
    void aClickOnAMoveAndTheKeysMoveTheCaretAndTheBoard() throws Exception {
        ITextEditor editor = open("bam-nuoc-di.bienban", XIANGQI);
        caret(editor, end(XIANGQI, "M2.3", 0), c -> c.played() == 3, "after 2) M2.3");
        waitForMoves(c -> c.played() == 3, "the list on 2) M2.3");

        click(entry("X9-8", false));
        assertEquals(end(XIANGQI, "X9-8", 0), caretOf(editor), "the caret goes after the move clicked");
        waitForBoard(GameCursor::inVariation, "the board in the variation clicked");
        assertEquals("X9-8", view.cursor().orElseThrow().node().move().text());

        page.activate(moves);
        key(SWT.ARROW_UP);
        assertFalse(moves.cursor().orElseThrow().inVariation(), "Up leaves the variation");
        assertEquals(3, moves.cursor().orElseThrow().played());
        key(SWT.ARROW_DOWN);
        assertTrue(moves.cursor().orElseThrow().inVariation(), "Down enters the variation of the next move");
        key(SWT.ARROW_RIGHT);
        assertEquals("X1-2", moves.currentMove().orElseThrow());
        assertEquals(end(XIANGQI, "X1-2", 0), caretOf(editor), "the caret follows the list");
        waitForBoard(c -> c.inVariation() && c.played() == 2, "the board on the variation's 3) X1-2");
        key(SWT.HOME);
        assertEquals(0, moves.cursor().orElseThrow().played());
        key(SWT.END);
        assertEquals(6, moves.cursor().orElseThrow().played());
        key(SWT.ARROW_LEFT);
        assertEquals(5, moves.cursor().orElseThrow().played());
        waitForBoard(c -> !c.inVariation() && c.played() == 5, "the board following the list's keys");
    }

    /** The list as it is on screen, after the pending paints. */
    private void listShot(String name) {
        Ui.capture(moves.text().getShell());
        Screenshots.save(Screenshots.capture(moves.text()), name);
    }

    private void waitForMoves(java.util.function.Predicate<GameCursor<?, ?>> shown, String what) {
        Ui.waitUntil(() -> moves.cursor().filter(shown).isPresent(), what);
    }

    /** The text of the highlighted move of the list, as it is styled in the widget. */
    private String highlighted() {
        for (var range : moves.text().getStyleRanges()) {
            if (range.background != null) {
                return moves.text().getText(range.start, range.start + range.length - 1);
            }
        }
        return "";
    }

    private MoveList.Entry entry(String move, boolean mainLine) {
        return moves.list().orElseThrow().entries().stream()
                .filter(e -> e.node().move().text().equals(move) && e.mainLine() == mainLine).findFirst().orElseThrow();
    }

    private void click(MoveList.Entry entry) {
        Point at = moves.text().getLocationAtOffset(entry.start() + 1);
        Event event = new Event();
        event.button = 1;
        event.x = at.x + 1;
        event.y = at.y + moves.text().getLineHeight() / 2;
        moves.text().notifyListeners(SWT.MouseDown, event);
    }

    private void key(int keyCode) {
        Event event = new Event();
        event.keyCode = keyCode;
        event.doit = true;
        moves.text().notifyListeners(SWT.KeyDown, event);
    }
}
