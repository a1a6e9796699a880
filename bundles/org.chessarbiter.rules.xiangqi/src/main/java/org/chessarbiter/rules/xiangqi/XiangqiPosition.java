package org.chessarbiter.rules.xiangqi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;

/**
 * A validated, immutable xiangqi position (obtained from {@link XiangqiRules}). Playing a move
 * returns a new position. For bulk work (perft, search) use a mutable {@link Board} from
 * {@link #toBoard()}.
 */
public final class XiangqiPosition implements Position<XiangqiPosition, XiangqiMove> {
    private final Board board;
    private List<XiangqiMove> legal;

    XiangqiPosition(Board board) {
        this.board = board;
    }

    @Override
    public Side turn() {
        return board.sideToMove();
    }

    /** The piece code on a point ({@link Pieces}), 0 if empty. */
    public int pieceAt(int sq) {
        return board.pieceAt(sq);
    }

    @Override
    public List<XiangqiMove> legalMoves() {
        if (legal == null) {
            int[] buf = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.legalMoves(board, buf);
            List<XiangqiMove> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(XiangqiMove.of(buf[i]));
            }
            legal = Collections.unmodifiableList(out);
        }
        return legal;
    }

    @Override
    public XiangqiPosition play(XiangqiMove move) {
        Board next = board.copy();
        next.makeMove(move.code());
        return new XiangqiPosition(next);
    }

    @Override
    public boolean inCheck() {
        return Attacks.inCheck(board);
    }

    @Override
    public XiangqiSetup toSetup() {
        return XiangqiSetup.of(board);
    }

    /** A mutable copy of this position. */
    public Board toBoard() {
        return board.copy();
    }

    /** Plies since the last capture (Điều 12). */
    public int pliesSinceCapture() {
        return board.pliesSinceCapture();
    }

    /** The move number (a move is a Red ply and a Black ply, Điều 8). */
    public int fullmoveNumber() {
        return board.fullmoveNumber();
    }

    /** A hash of the points and side to move, equal for equal arrangements. */
    public long positionHash() {
        return board.hash();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof XiangqiPosition p && p.board.hash() == board.hash() && p.toSetup().equals(toSetup());
    }

    @Override
    public int hashCode() {
        return Long.hashCode(board.hash());
    }
}
