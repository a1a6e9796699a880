package org.chessarbiter.workspace.ui.internal.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.chessarbiter.rules.Side;
import org.chessarbiter.workspace.ui.board.BoardPicture;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.CoordinateStyle;
import org.chessarbiter.workspace.ui.board.XiangqiLabels;
import org.chessarbiter.xtext.eclipse.ui.hover.HoverPicture;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/**
 * The text diagrams of the scoresheet's move hovers ({@code BoardDiagram}: a row per rank from the top, a rank
 * number then the FEN letters or {@code .}, the file letters below; 8 x 8 for chess, 10 x 9 for xiangqi) drawn
 * as a small board with the board view's painter, for the editor's rendered hovers.
 */
public final class BoardHoverPicture implements HoverPicture {

    /** The side of a cell of the hover's board, in pixels. */
    static final int CELL = 22;

    private static final Pattern RANK = Pattern.compile("\\s*\\d+ ( [^ ])+\\s*");

    @Override
    public boolean draws(String info, String code) {
        return picture(code).isPresent();
    }

    @Override
    public Image draw(Display display, String info, String code) {
        Optional<BoardPicture> picture = picture(code);
        if (picture.isEmpty()) {
            return null;
        }
        BoardShape shape = picture.get().intersections() ? BoardShape.XIANGQI : BoardShape.CHESS;
        int width = (shape.files() + 1) * CELL;
        int height = (shape.ranks() + 1) * CELL;
        Image image = new Image(display, width, height);
        GC gc = new GC(image);
        try {
            gc.setBackground(display.getSystemColor(org.eclipse.swt.SWT.COLOR_WHITE));
            gc.fillRectangle(0, 0, width, height);
            BoardState state = new BoardState(shape, picture.get(), Side.FIRST, Optional.empty(), Optional.empty(),
                    Optional.empty());
            new BoardPainter(gc, new Rectangle(0, 0, width, height)).paint(new BoardScene(state, false,
                    CoordinateStyle.defaultFor(shape), XiangqiLabels.CHINESE, Optional.empty(), Set.of()));
        } finally {
            gc.dispose();
        }
        return image;
    }

    /** The position of a diagram, if {@code code} is one. */
    static Optional<BoardPicture> picture(String code) {
        List<String> rows = new ArrayList<>();
        for (String line : code.split("\n")) {
            if (RANK.matcher(line).matches()) {
                rows.add(line.trim().replaceFirst("^\\d+ ", ""));
            } else if (!line.isBlank() && !line.trim().matches("[a-z]( [a-z])*")) {
                return Optional.empty();
            }
        }
        if (rows.size() != 8 && rows.size() != 10) {
            return Optional.empty();
        }
        StringBuilder placement = new StringBuilder();
        for (String row : rows) {
            if (placement.length() > 0) {
                placement.append('/');
            }
            int empty = 0;
            for (String piece : row.trim().split(" ")) {
                if (piece.equals(".")) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    placement.append(empty);
                    empty = 0;
                }
                placement.append(piece);
            }
            if (empty > 0) {
                placement.append(empty);
            }
        }
        return BoardPicture.of(rows.size() == 10 ? BoardShape.XIANGQI : BoardShape.CHESS, placement.toString());
    }
}
