package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

import org.chessarbiter.rules.Side;
import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.CoordinateStyle;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.board.XiangqiLabels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The board's geometry and labels: squares to pixels and back, which board for which game, coordinates. */
class BoardGeometryTest {

    @Test
    void aChessBoardIsFittedWithAMarginForTheCoordinates() {
        BoardGeometry g = BoardGeometry.fit(BoardShape.CHESS, 0, 0, 450, 500, false);
        assertEquals(50, g.cell(), "8 squares and a half-square margin on each side in 450 pixels");
        assertEquals(25, g.left());
        assertEquals(50, g.top());
        assertEquals(25, g.cellX(0), "a1 is at the bottom left");
        assertEquals(50 + 7 * 50, g.cellY(0));
        assertEquals(Optional.of(new Square(0, 0)), g.squareAt(26, 50 + 7 * 50 + 1));
        assertEquals(Optional.of(new Square(7, 7)), g.squareAt(25 + 8 * 50 - 1, 50));
        assertEquals(Optional.empty(), g.squareAt(24, 100), "left of the board");
        assertEquals(Optional.empty(), g.squareAt(100, 50 + 8 * 50), "below the board");
    }

    @Test
    void flippedTheSecondSideIsAtTheBottom() {
        BoardGeometry g = BoardGeometry.fit(BoardShape.CHESS, 0, 0, 450, 450, true);
        assertEquals(Side.SECOND, g.bottom());
        assertEquals(Optional.of(new Square(7, 7)), g.squareAt(g.left() + 1, g.top() + 7 * g.cell() + 1), "h8 at the bottom left");
        assertEquals(g.left(), g.cellX(7));
        assertEquals(g.top(), g.cellY(0), "rank 1 at the top");
    }

    @ParameterizedTest
    @EnumSource(BoardShape.class)
    void everySquareIsFoundUnderItsOwnCentreFlippedOrNot(BoardShape shape) {
        for (boolean flipped : new boolean[] {false, true}) {
            BoardGeometry g = BoardGeometry.fit(shape, 10, 20, 333, 377, flipped);
            for (int file = 0; file < shape.files(); file++) {
                for (int rank = 0; rank < shape.ranks(); rank++) {
                    assertEquals(Optional.of(new Square(file, rank)), g.squareAt(g.centerX(file), g.centerY(rank)),
                            shape + " " + file + "," + rank + (flipped ? " flipped" : ""));
                }
            }
        }
    }

    @Test
    void aXiangqiBoardHasNineFilesAndTenRanksOfPoints() {
        BoardGeometry g = BoardGeometry.fit(BoardShape.XIANGQI, 0, 0, 500, 550, false);
        assertEquals(50, g.cell());
        assertEquals(9 * 50, g.width());
        assertEquals(10 * 50, g.height());
        assertEquals(g.left() + 25, g.centerX(0), "a point is the centre of its cell");
    }

    @Test
    void tinyAreasStillGiveABoard() {
        assertEquals(BoardGeometry.MIN_CELL, BoardGeometry.fit(BoardShape.CHESS, 0, 0, 3, 3, false).cell());
    }

    @Test
    void theGameChoosesTheBoard() {
        assertEquals(BoardShape.XIANGQI, BoardShape.forGame("xiangqi"));
        assertEquals(BoardShape.CHESS, BoardShape.forGame("chess"));
        assertEquals(BoardShape.CHESS, BoardShape.forGame("shogi"), "chess is the default game of scoresheets");
        assertTrue(BoardShape.XIANGQI.start().intersections());
    }

    @Test
    void movesCoordinatesNameSquares() {
        assertEquals(Optional.of(new Square(4, 1)), BoardShape.CHESS.square("e2e4", 0), "UCI ranks from 1");
        assertEquals(Optional.of(new Square(4, 3)), BoardShape.CHESS.square("e2e4", 2));
        assertEquals(Optional.of(new Square(4, 7)), BoardShape.CHESS.square("e7e8q", 2), "a promotion's letter is ignored");
        assertEquals(Optional.of(new Square(7, 2)), BoardShape.XIANGQI.square("h2e2", 0), "ICCS ranks from 0");
        assertEquals(Optional.of(new Square(4, 9)), BoardShape.XIANGQI.square("e8e9", 2));
        assertEquals(Optional.empty(), BoardShape.CHESS.square("i2", 0), "no file i in chess");
        assertEquals(Optional.empty(), BoardShape.CHESS.square("e", 0));
        assertEquals("h2", BoardShape.XIANGQI.name(new Square(7, 2)));
        assertEquals("e4", BoardShape.CHESS.name(new Square(4, 3)));
    }

    @Test
    void chessCoordinatesAreLettersAndNumbers() {
        CoordinateStyle style = CoordinateStyle.defaultFor(BoardShape.CHESS);
        assertEquals(CoordinateStyle.ALGEBRAIC, style);
        assertEquals(List.of("a", "b", "c", "d", "e", "f", "g", "h"), files(style, BoardShape.CHESS, Side.FIRST));
        assertEquals(List.of("a", "b", "c", "d", "e", "f", "g", "h"), files(style, BoardShape.CHESS, Side.SECOND),
                "the same letters seen from either side");
        assertEquals(Optional.of("1"), style.rankLabel(0));
        assertEquals(Optional.of("8"), style.rankLabel(7));
    }

    /** Luật cờ Tướng 2004 Điều 2.1: Red numbers its files 1 to 9 from its right, Black from its own right. */
    @Test
    void xiangqiFilesAreNumberedFromEachSidesRight() {
        CoordinateStyle style = CoordinateStyle.defaultFor(BoardShape.XIANGQI);
        assertEquals(CoordinateStyle.XIANGQI_FILES, style);
        assertTrue(style.filesOnBothEdges());
        assertEquals(List.of("9", "8", "7", "6", "5", "4", "3", "2", "1"), files(style, BoardShape.XIANGQI, Side.FIRST),
                "Red's edge, from Red's left (file a) to its right (file i)");
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "9"), files(style, BoardShape.XIANGQI, Side.SECOND),
                "Black's edge, files a to i: Black's right is Red's left");
        assertEquals(Optional.empty(), style.rankLabel(3), "no rank numbers in this notation");
    }

    @Test
    void iccsCoordinatesAreLettersAndRanksFromZero() {
        assertEquals(List.of("a", "b", "c", "d", "e", "f", "g", "h", "i"), files(CoordinateStyle.ICCS, BoardShape.XIANGQI, Side.FIRST));
        assertEquals(Optional.of("0"), CoordinateStyle.ICCS.rankLabel(0));
        assertEquals(Optional.of("9"), CoordinateStyle.ICCS.rankLabel(9));
    }

    @Test
    void xiangqiPiecesAreWrittenInChineseOrVietnamese() {
        assertEquals(List.of("帥", "仕", "相", "馬", "車", "炮", "兵"), labels(XiangqiLabels.CHINESE, "KABNRCP"));
        assertEquals(List.of("將", "士", "象", "馬", "車", "炮", "卒"), labels(XiangqiLabels.CHINESE, "kabnrcp"));
        assertEquals(List.of("Tg", "S", "T", "M", "X", "P", "B"), labels(XiangqiLabels.VIETNAMESE, "KABNRCP"));
        assertEquals("相", XiangqiLabels.CHINESE.label('E'), "E is an elephant too");
        assertEquals("馬", XiangqiLabels.CHINESE.label('h'), "H is a horse too");
    }

    private static List<String> files(CoordinateStyle style, BoardShape shape, Side near) {
        return IntStream.range(0, shape.files()).mapToObj(f -> style.fileLabel(shape, f, near)).toList();
    }

    private static List<String> labels(XiangqiLabels labels, String pieces) {
        return pieces.chars().mapToObj(c -> labels.label((char) c)).toList();
    }
}
