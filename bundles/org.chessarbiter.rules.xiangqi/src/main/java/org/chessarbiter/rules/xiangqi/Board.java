package org.chessarbiter.rules.xiangqi;

import java.util.Arrays;
import org.chessarbiter.rules.Side;

/**
 * A mutable xiangqi position with an undo stack: the 90 points, the side to move, the count of
 * plies since the last capture (Điều 12) and the move number. Moves are made with
 * {@link #makeMove(int)} and taken back with {@link #unmakeMove()}; legality is the business of
 * {@link MoveGenerator}. Build one from FEN with {@code org.chessarbiter.rules.xiangqi.fen.XiangqiFen}.
 */
public final class Board {
    private final int[] points = new int[Squares.COUNT];
    private final int[] generals = {-1, -1};
    private int sideToMove;
    private long hash;
    private int pliesSinceCapture;
    private int fullmoveNumber = 1;

    private int undoCount;
    private int[] undoMove = new int[256];
    private int[] undoCaptured = new int[256];
    private int[] undoClock = new int[256];
    private long[] undoHash = new long[256];

    /** An empty board, Red to move. */
    public Board() {
    }

    /** The standard starting position (Luật Cờ Tướng 2004 Điều 3, hình c). */
    public static Board initial() {
        Board b = new Board();
        PieceKind[] back = {PieceKind.CHARIOT, PieceKind.HORSE, PieceKind.ELEPHANT, PieceKind.ADVISOR, PieceKind.GENERAL,
            PieceKind.ADVISOR, PieceKind.ELEPHANT, PieceKind.HORSE, PieceKind.CHARIOT};
        for (Side side : Side.values()) {
            boolean red = side == Side.FIRST;
            for (int f = 0; f < 9; f++) {
                b.put(Squares.of(f, red ? 0 : 9), Pieces.of(back[f], side));
            }
            for (int f = 1; f < 9; f += 6) {
                b.put(Squares.of(f, red ? 2 : 7), Pieces.of(PieceKind.CANNON, side));
            }
            for (int f = 0; f < 9; f += 2) {
                b.put(Squares.of(f, red ? 3 : 6), Pieces.of(PieceKind.SOLDIER, side));
            }
        }
        return b;
    }

    /** An independent copy (without the undo history). */
    public Board copy() {
        Board b = new Board();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (points[sq] != Pieces.EMPTY) {
                b.put(sq, points[sq]);
            }
        }
        b.setSideToMove(sideToMove());
        b.pliesSinceCapture = pliesSinceCapture;
        b.fullmoveNumber = fullmoveNumber;
        return b;
    }

    /** The piece code on a point ({@link Pieces}); 0 if empty. */
    public int pieceAt(int sq) {
        return points[sq];
    }

    /** Puts a piece code on an empty or occupied point (setup only; 0 clears it). */
    public void put(int sq, int code) {
        int old = points[sq];
        if (old != Pieces.EMPTY) {
            hash ^= ZobristTables.PIECE_SQUARE[old][sq];
            if (Pieces.kindIndex(old) == 0 && generals[Pieces.sideIndex(old)] == sq) {
                generals[Pieces.sideIndex(old)] = -1;
            }
        }
        points[sq] = code;
        if (code != Pieces.EMPTY) {
            hash ^= ZobristTables.PIECE_SQUARE[code][sq];
            if (Pieces.kindIndex(code) == 0) {
                generals[Pieces.sideIndex(code)] = sq;
            }
        }
    }

    public Side sideToMove() {
        return sideToMove == 0 ? Side.FIRST : Side.SECOND;
    }

    /** 0 for Red, 1 for Black. */
    public int sideIndex() {
        return sideToMove;
    }

    public void setSideToMove(Side side) {
        int s = side == Side.FIRST ? 0 : 1;
        if (s != sideToMove) {
            hash ^= ZobristTables.BLACK_TO_MOVE;
            sideToMove = s;
        }
    }

    /** The point of a side's general (0 = Red, 1 = Black), or -1 if it has none. */
    public int general(int side) {
        return generals[side];
    }

    /** A hash of the points and the side to move (for repetition, Điều 22–24). */
    public long hash() {
        return hash;
    }

    /** Plies since the last capture (Điều 12 counts moves, i.e. pairs of plies). */
    public int pliesSinceCapture() {
        return pliesSinceCapture;
    }

    public void setPliesSinceCapture(int plies) {
        pliesSinceCapture = plies;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public void setFullmoveNumber(int n) {
        fullmoveNumber = n;
    }

    /** Number of moves made on this board that can be taken back. */
    public int plyCount() {
        return undoCount;
    }

    /** The hash before the i-th move that can be taken back (0 = oldest). */
    public long hashBefore(int i) {
        return undoHash[i];
    }

    /** The i-th move made (0 = oldest still on the stack). */
    public int moveAt(int i) {
        return undoMove[i];
    }

    /** The piece captured by the i-th move made, 0 if none. */
    public int capturedAt(int i) {
        return undoCaptured[i];
    }

    /** Makes a move given as a {@link Moves} code; it is not checked for legality. */
    public void makeMove(int move) {
        if (undoCount == undoMove.length) {
            grow();
        }
        int from = Moves.from(move);
        int to = Moves.to(move);
        int piece = points[from];
        int captured = points[to];
        undoMove[undoCount] = move;
        undoCaptured[undoCount] = captured;
        undoClock[undoCount] = pliesSinceCapture;
        undoHash[undoCount] = hash;
        undoCount++;
        long[][] z = ZobristTables.PIECE_SQUARE;
        hash ^= z[piece][from] ^ z[piece][to] ^ ZobristTables.BLACK_TO_MOVE;
        if (captured != Pieces.EMPTY) {
            hash ^= z[captured][to];
            pliesSinceCapture = 0;
        } else {
            pliesSinceCapture++;
        }
        points[to] = piece;
        points[from] = Pieces.EMPTY;
        if ((piece & 7) == 1) {
            generals[piece >> 3] = to;
        }
        if (sideToMove == 1) {
            fullmoveNumber++;
        }
        sideToMove ^= 1;
    }

    /** Takes back the last move made. */
    public void unmakeMove() {
        undoCount--;
        int move = undoMove[undoCount];
        int from = Moves.from(move);
        int to = Moves.to(move);
        sideToMove ^= 1;
        if (sideToMove == 1) {
            fullmoveNumber--;
        }
        int piece = points[to];
        points[from] = piece;
        points[to] = undoCaptured[undoCount];
        if ((piece & 7) == 1) {
            generals[piece >> 3] = from;
        }
        pliesSinceCapture = undoClock[undoCount];
        hash = undoHash[undoCount];
    }

    private void grow() {
        int n = undoMove.length * 2;
        undoMove = Arrays.copyOf(undoMove, n);
        undoCaptured = Arrays.copyOf(undoCaptured, n);
        undoClock = Arrays.copyOf(undoClock, n);
        undoHash = Arrays.copyOf(undoHash, n);
    }
}
