package org.chessarbiter.workspace.ui.board;

import java.util.Optional;

import org.chessarbiter.rules.Side;

/** How the edges of the board are labelled. */
public enum CoordinateStyle {
    /** Chess (FIDE 2018 C.2): files a-h, ranks 1-8. */
    ALGEBRAIC,
    /**
     * Xiangqi as the Vietnamese law writes it (Luật cờ Tướng 2004 Điều 2.1, the notation of Điều 11): each side
     * numbers the files 1 to 9 from its own right, so Red's 1 is Black's 9; no rank numbers.
     */
    XIANGQI_FILES,
    /** Xiangqi ICCS (Luật cờ Tướng 2004 phụ lục 3): files a-i from Red's left, ranks 0-9 from Red's side. */
    ICCS;

    /** The style a board of {@code shape} is labelled in unless the user chose another. */
    public static CoordinateStyle defaultFor(BoardShape shape) {
        return shape == BoardShape.XIANGQI ? XIANGQI_FILES : ALGEBRAIC;
    }

    /** Whether each side's edge has its own file labels (they differ), rather than one row of labels. */
    public boolean filesOnBothEdges() {
        return this == XIANGQI_FILES;
    }

    /** The label of {@code file} (from 0 at Red's / White's left) on the edge of {@code near}. */
    public String fileLabel(BoardShape shape, int file, Side near) {
        if (this == XIANGQI_FILES) {
            return String.valueOf(near == Side.FIRST ? shape.files() - file : file + 1);
        }
        return String.valueOf((char) ('a' + file));
    }

    /** The label of {@code rank} (from 0 on the first side's edge), if this style labels ranks. */
    public Optional<String> rankLabel(int rank) {
        return switch (this) {
            case ALGEBRAIC -> Optional.of(String.valueOf(rank + 1));
            case ICCS -> Optional.of(String.valueOf(rank));
            case XIANGQI_FILES -> Optional.empty();
        };
    }
}
