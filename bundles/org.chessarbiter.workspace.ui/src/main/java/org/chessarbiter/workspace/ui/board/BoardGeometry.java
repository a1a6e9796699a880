package org.chessarbiter.workspace.ui.board;

import java.util.Optional;

import org.chessarbiter.rules.Side;

/**
 * Where the squares (chess) or points (xiangqi) of a board are on the screen: the board is fitted into an
 * area with a margin of half a cell on each side for the coordinates, in cells of equal size; a point of a
 * xiangqi board is the centre of its cell. Flipped, the second side is at the bottom.
 *
 * @param left the x of the board's left edge
 * @param top the y of the board's top edge
 * @param cell the side of a cell in pixels
 * @param shape the board
 * @param flipped whether the second side is at the bottom
 */
public record BoardGeometry(int left, int top, int cell, BoardShape shape, boolean flipped) {

    /** The smallest cell drawn, however small the area. */
    public static final int MIN_CELL = 8;

    /** The board of {@code shape} fitted and centred in the area (x, y, width, height). */
    public static BoardGeometry fit(BoardShape shape, int x, int y, int width, int height, boolean flipped) {
        int cell = Math.max(MIN_CELL, Math.min(width / (shape.files() + 1), height / (shape.ranks() + 1)));
        int left = x + (width - cell * shape.files()) / 2;
        int top = y + (height - cell * shape.ranks()) / 2;
        return new BoardGeometry(left, top, cell, shape, flipped);
    }

    /** The side whose pieces start at the bottom edge. */
    public Side bottom() {
        return flipped ? Side.SECOND : Side.FIRST;
    }

    /** The width of the board (without the margin). */
    public int width() {
        return cell * shape.files();
    }

    /** The height of the board (without the margin). */
    public int height() {
        return cell * shape.ranks();
    }

    /** The column on screen, from 0 at the left, of {@code file}. */
    public int column(int file) {
        return flipped ? shape.files() - 1 - file : file;
    }

    /** The row on screen, from 0 at the top, of {@code rank}. */
    public int row(int rank) {
        return flipped ? rank : shape.ranks() - 1 - rank;
    }

    /** The x of the left edge of the cell of {@code file}. */
    public int cellX(int file) {
        return left + column(file) * cell;
    }

    /** The y of the top edge of the cell of {@code rank}. */
    public int cellY(int rank) {
        return top + row(rank) * cell;
    }

    /** The x of the centre of the cell (the point, for xiangqi) of {@code file}. */
    public int centerX(int file) {
        return cellX(file) + cell / 2;
    }

    /** The y of the centre of the cell (the point, for xiangqi) of {@code rank}. */
    public int centerY(int rank) {
        return cellY(rank) + cell / 2;
    }

    /** The square or point under the pixel (x, y), if it is on the board. */
    public Optional<Square> squareAt(int x, int y) {
        int column = Math.floorDiv(x - left, cell);
        int row = Math.floorDiv(y - top, cell);
        if (column < 0 || column >= shape.files() || row < 0 || row >= shape.ranks()) {
            return Optional.empty();
        }
        int file = flipped ? shape.files() - 1 - column : column;
        int rank = flipped ? row : shape.ranks() - 1 - row;
        return Optional.of(new Square(file, rank));
    }
}
