package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.workspace.ui.MovesView;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.internal.viewer.ViewerMessages;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;

/**
 * The board while the active editor holds no game (the regulations, a law text): before any scoresheet was
 * active it is an empty board saying so, not a start position no game has; after one it keeps the last game
 * shown, as a viewer beside the editor is expected to (the arbiter looks something up and comes back).
 */
class BoardWithoutGameTest extends BoardViewFixture {

    static final String REGULATIONS = "điều_lệ mau \"Điều lệ mẫu\"\n";

    @Test
    void beforeAnyGameTheBoardIsEmptyAndSaysThereIsNoGameHere() throws Exception {
        ITextEditor regulations = open("dieu-le.dieule", REGULATIONS);
        page.activate(regulations);
        Ui.waitUntil(() -> view.statusText().equals(ViewerMessages.Board_noGameHere), "the status saying there is no game");
        assertTrue(view.picture().isEmpty(), "no piece on the board: no game is open");
        assertFalse(view.cursor().isPresent());
        MovesView moves = (MovesView) page.showView(MovesView.ID);
        assertEquals(ViewerMessages.MovesView_noGame, moves.text().getText());
        screenshot("board-no-game");
    }

    @Test
    void aRegulationsEditorActivatedAfterAGameKeepsTheGameShown() throws Exception {
        ITextEditor scoresheet = open("van.bienban", BoardViewTest.XIANGQI);
        caret(scoresheet, end(BoardViewTest.XIANGQI, "X9-8", 0), GameCursor::inVariation, "the variation 2... X9-8");
        GameCursor<?, ?> shown = view.cursor().orElseThrow();
        ITextEditor regulations = open("dieu-le.dieule", REGULATIONS);
        page.activate(regulations);
        Ui.capture(view.canvas().getShell());
        assertSame(regulations, page.getActiveEditor());
        assertSame(shown, view.cursor().orElseThrow(), "the board still shows the game at the scoresheet's caret");
        assertEquals(BoardShape.XIANGQI, view.state().shape());
        assertEquals('r', view.picture().pieceAt(7, 9));
        screenshot("board-regulations-active-keeps-game");

        page.activate(scoresheet);
        caret(scoresheet, end(BoardViewTest.XIANGQI, "P2-4", 0), c -> !c.inVariation() && c.played() == 4,
                "the board following the scoresheet again");
    }

    @Test
    void closingTheScoresheetEmptiesTheBoardAndTheMoveList() throws Exception {
        MovesView moves = (MovesView) page.showView(MovesView.ID);
        ITextEditor scoresheet = open("dong.bienban", BoardViewTest.XIANGQI);
        caret(scoresheet, end(BoardViewTest.XIANGQI, "P2-4", 0), c -> c.played() == 4, "the main line after 2... P2-4");
        Ui.waitUntil(() -> moves.cursor().isPresent(), "the move list showing the game");
        ITextEditor regulations = open("dieu-le.dieule", REGULATIONS);
        page.closeEditor(scoresheet, false);
        assertSame(regulations, page.getActiveEditor());
        assertFalse(view.cursor().isPresent(), "the game's editor is closed: the board follows no game");
        assertTrue(view.picture().isEmpty());
        assertEquals(ViewerMessages.Board_noGameHere, view.statusText());
        assertFalse(moves.cursor().isPresent());
        assertEquals(ViewerMessages.MovesView_noGame, moves.text().getText());
        screenshot("board-scoresheet-closed");
    }
}
