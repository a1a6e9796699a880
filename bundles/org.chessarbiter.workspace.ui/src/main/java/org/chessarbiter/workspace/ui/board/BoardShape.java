package org.chessarbiter.workspace.ui.board;

import java.util.Optional;

/**
 * Which board a game is played on: its size, whether pieces stand in squares or on intersections, and how
 * the game's coordinate notation ({@code Move.coordinates()}: UCI for chess, ICCS for xiangqi) names a square.
 */
public enum BoardShape {
    /** FIDE 2018 Art. 2.1: 8 x 8 squares, files a-h, ranks 1-8. */
    CHESS(8, 8, false, 1, "chess"),
    /** Luật cờ Tướng 2004 Điều 2.1: 9 x 10 intersections, a river and two palaces; ICCS files a-i, ranks 0-9. */
    XIANGQI(9, 10, true, 0, "xiangqi");

    private final int files;
    private final int ranks;
    private final boolean intersections;
    private final int firstRank;
    private final String gameId;

    BoardShape(int files, int ranks, boolean intersections, int firstRank, String gameId) {
        this.files = files;
        this.ranks = ranks;
        this.intersections = intersections;
        this.firstRank = firstRank;
        this.gameId = gameId;
    }

    /** The board of the game with this id ({@code GameKind.id()}): xiangqi's, else chess's. */
    public static BoardShape forGame(String id) {
        for (BoardShape shape : values()) {
            if (shape.gameId.equals(id)) {
                return shape;
            }
        }
        return CHESS;
    }

    public int files() {
        return files;
    }

    public int ranks() {
        return ranks;
    }

    /** True for xiangqi: pieces stand on the intersections of the lines. */
    public boolean intersections() {
        return intersections;
    }

    /** The start position of the game. */
    public BoardPicture start() {
        return this == CHESS ? BoardPicture.CHESS_START : BoardPicture.XIANGQI_START;
    }

    /**
     * The square named at {@code at} in a move's coordinates ({@code e2e4}, {@code e7e8q}, {@code h2e2}):
     * a file letter and a rank digit; empty when there is none on this board.
     */
    public Optional<Square> square(String coordinates, int at) {
        if (coordinates == null || coordinates.length() < at + 2) {
            return Optional.empty();
        }
        int file = coordinates.charAt(at) - 'a';
        int rank = coordinates.charAt(at + 1) - '0' - firstRank;
        return file >= 0 && file < files && rank >= 0 && rank < ranks ? Optional.of(new Square(file, rank)) : Optional.empty();
    }

    /** The name of a square in the coordinate notation ({@code e4}, {@code h2}). */
    public String name(Square square) {
        return String.valueOf((char) ('a' + square.file())) + (square.rank() + firstRank);
    }
}
