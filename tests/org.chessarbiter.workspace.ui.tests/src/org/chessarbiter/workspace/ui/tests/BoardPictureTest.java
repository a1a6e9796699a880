package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chessarbiter.workspace.ui.board.BoardPicture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The board view reads FEN piece placements; a bad one gives no picture instead of an exception. */
class BoardPictureTest {

    @Test
    void readsTheChessStartPlacement() {
        BoardPicture start = BoardPicture.CHESS_START;
        assertEquals('R', start.pieceAt(0, 0));
        assertEquals('k', start.pieceAt(4, 7));
        assertEquals(' ', start.pieceAt(4, 3));
    }

    @Test
    void readsTheXiangqiStartPlacementOnIntersections() {
        BoardPicture start = BoardPicture.XIANGQI_START;
        assertTrue(start.intersections());
        assertEquals('C', start.pieceAt(1, 2));
        assertEquals('k', start.pieceAt(4, 9));
    }

    @ParameterizedTest
    @ValueSource(strings = {"8/8/8", "9/8/8/8/8/8/8/8", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "", "0/8/8/8/8/8/8/8"})
    void aPlacementThatIsNotAnEightByEightBoardGivesNoPicture(String placement) {
        assertTrue(BoardPicture.fromPlacement(placement, 8, 8, false).isEmpty());
    }
}
