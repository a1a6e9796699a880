package org.chessarbiter.rules.xiangqi;

import java.util.Arrays;
import org.chessarbiter.rules.Setup;
import org.chessarbiter.rules.Side;

/**
 * A raw, unvalidated xiangqi arrangement (what a FEN describes): the piece code of each point
 * ({@link Pieces}), the side to move, plies since the last capture and the move number. Turn it
 * into a playable {@link XiangqiPosition} with {@link XiangqiRules#position(XiangqiSetup)}.
 */
public final class XiangqiSetup implements Setup {
    private final int[] points;
    private final Side turn;
    private final int pliesSinceCapture;
    private final int fullmoveNumber;

    public XiangqiSetup(int[] points, Side turn, int pliesSinceCapture, int fullmoveNumber) {
        if (points.length != Squares.COUNT || turn == null) {
            throw new IllegalArgumentException("a setup needs 90 points and a side to move");
        }
        this.points = points.clone();
        this.turn = turn;
        this.pliesSinceCapture = pliesSinceCapture;
        this.fullmoveNumber = fullmoveNumber;
    }

    /** The setup of a board. */
    public static XiangqiSetup of(Board b) {
        int[] pts = new int[Squares.COUNT];
        for (int sq = 0; sq < pts.length; sq++) {
            pts[sq] = b.pieceAt(sq);
        }
        return new XiangqiSetup(pts, b.sideToMove(), b.pliesSinceCapture(), b.fullmoveNumber());
    }

    /** The piece code on a point. */
    public int pieceAt(int sq) {
        return points[sq];
    }

    @Override
    public Side turn() {
        return turn;
    }

    public int pliesSinceCapture() {
        return pliesSinceCapture;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** A fresh board with this arrangement (no validation). */
    public Board toBoard() {
        Board b = new Board();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (points[sq] != Pieces.EMPTY) {
                b.put(sq, points[sq]);
            }
        }
        b.setSideToMove(turn);
        b.setPliesSinceCapture(pliesSinceCapture);
        b.setFullmoveNumber(fullmoveNumber);
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof XiangqiSetup s && Arrays.equals(points, s.points) && turn == s.turn
                && pliesSinceCapture == s.pliesSinceCapture && fullmoveNumber == s.fullmoveNumber;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(points) * 31 + turn.hashCode();
    }
}
