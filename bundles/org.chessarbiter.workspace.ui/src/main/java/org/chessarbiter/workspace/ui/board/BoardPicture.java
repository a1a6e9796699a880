package org.chessarbiter.workspace.ui.board;

import java.util.Arrays;
import java.util.Optional;

/**
 * What the board view draws: a rectangle of squares (chess) or of intersections (xiangqi), each
 * empty or holding a piece given by its FEN letter (uppercase for the first side). It is read from
 * the piece-placement field of a FEN; the rules engines give the positions, this only draws.
 */
public final class BoardPicture {

    /** Chess, FIDE 2018 Art. 2: 8 files a-h, 8 ranks 1-8, pieces on squares. */
    public static final BoardPicture CHESS_START = fromPlacement("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", 8, 8, false)
            .orElseThrow();
    /** Xiangqi, Luật cờ Tướng 2004 Điều 2: 9 files, 10 ranks, pieces on intersections. */
    public static final BoardPicture XIANGQI_START = fromPlacement(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", 9, 10, true).orElseThrow();

    private final int files;
    private final int ranks;
    private final boolean intersections;
    private final char[] pieces;

    private BoardPicture(int files, int ranks, boolean intersections, char[] pieces) {
        this.files = files;
        this.ranks = ranks;
        this.intersections = intersections;
        this.pieces = pieces;
    }

    /**
     * Reads a FEN piece-placement field (ranks from the far side, digits for runs of empty points).
     * The positions come validated from the rules engines (their FEN readers report what is wrong
     * and where); a field that does not describe a files x ranks board gives an empty result here,
     * never an exception, so that a bad position can never break the view.
     */
    public static Optional<BoardPicture> fromPlacement(String placement, int files, int ranks, boolean intersections) {
        char[] pieces = new char[files * ranks];
        Arrays.fill(pieces, ' ');
        String[] rows = placement.split("/");
        if (rows.length != ranks) {
            return Optional.empty();
        }
        for (int row = 0; row < ranks; row++) {
            int file = 0;
            String text = rows[row];
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                } else if (file < files) {
                    pieces[(ranks - 1 - row) * files + file++] = c;
                } else {
                    file++;
                }
            }
            if (file != files) {
                return Optional.empty();
            }
        }
        return Optional.of(new BoardPicture(files, ranks, intersections, pieces));
    }

    /** Reads a FEN piece-placement field for a board of {@code shape}. */
    public static Optional<BoardPicture> of(BoardShape shape, String placement) {
        return fromPlacement(placement, shape.files(), shape.ranks(), shape.intersections());
    }

    /** Where the piece of this FEN letter stands (the first found from the lower left), if it is on the board. */
    public Optional<Square> find(char piece) {
        for (int i = 0; i < pieces.length; i++) {
            if (pieces[i] == piece) {
                return Optional.of(new Square(i % files, i / files));
            }
        }
        return Optional.empty();
    }

    /** Whether no piece is on the board. */
    public boolean isEmpty() {
        for (char piece : pieces) {
            if (piece != ' ') {
                return false;
            }
        }
        return true;
    }

    public int files() {
        return files;
    }

    public int ranks() {
        return ranks;
    }

    /** True for xiangqi: pieces stand on the intersections of the lines, not in squares. */
    public boolean intersections() {
        return intersections;
    }

    /** The FEN letter of the piece at (file, rank), both from 0 at the first side's lower left, or ' '. */
    public char pieceAt(int file, int rank) {
        return pieces[rank * files + file];
    }
}
