package org.chessarbiter.engine.chess;

import java.util.Arrays;
import org.chessarbiter.engine.search.SearchBoard;
import org.chessarbiter.rules.chess.internal.Board;
import org.chessarbiter.rules.chess.internal.MoveCodec;
import org.chessarbiter.rules.chess.internal.MoveGenerator;

/**
 * The chess board of the search: the rules bundle's bitboard {@link Board} and its legal move generator
 * (FIDE 2018 Art. 3), by copy-make on a stack of boards, one per move since the game's first position.
 * Stalemate is a draw (5.2.1), so are the fifty-move rule (9.3, scored as a draw although only claimable)
 * and positions without mating material (5.2.2: bare kings, a lone minor piece).
 */
final class ChessSearchBoard implements SearchBoard {
    private Board[] boards = new Board[64];
    private long[] hashes = new long[64];
    private int top;

    ChessSearchBoard(Board start) {
        boards[0] = start.copy();
        hashes[0] = ChessZobrist.hash(start);
    }

    /** The packed legal move with the given squares, promotion role (0: none) and castling flag, or 0. */
    int find(int from, int to, int promotion, boolean castling) {
        int[] buf = new int[256];
        int n = MoveGenerator.generate(boards[top], buf);
        for (int i = 0; i < n; i++) {
            int m = buf[i];
            if (MoveCodec.from(m) == from && MoveCodec.to(m) == to && MoveCodec.promotionRole(m) == promotion
                    && MoveCodec.isCastle(m) == castling) {
                return m;
            }
        }
        return 0;
    }

    @Override
    public int legalMoves(int[] out) {
        return MoveGenerator.generate(boards[top], out);
    }

    @Override
    public int legalCaptures(int[] out) {
        Board b = boards[top];
        long targets = b.sides[b.turn ^ 1] | (b.epSquare >= 0 ? 1L << b.epSquare : 0);
        int n = MoveGenerator.generate(b, out, targets);
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!MoveCodec.isCastle(out[i])) {
                out[kept++] = out[i];
            }
        }
        return kept;
    }

    @Override
    public void make(int move) {
        if (top + 1 == boards.length) {
            boards = Arrays.copyOf(boards, boards.length * 2);
            hashes = Arrays.copyOf(hashes, hashes.length * 2);
        }
        Board next = boards[top + 1];
        if (next == null) {
            next = new Board();
            boards[top + 1] = next;
        }
        next.copyFrom(boards[top]);
        next.play(move);
        top++;
        hashes[top] = ChessZobrist.hash(next);
    }

    @Override
    public void unmake() {
        top--;
    }

    @Override
    public int ply() {
        return top;
    }

    @Override
    public long hashAt(int ply) {
        return hashes[ply];
    }

    @Override
    public int reversiblePlies() {
        return boards[top].halfmoves;
    }

    @Override
    public boolean inCheck() {
        return boards[top].inCheck();
    }

    @Override
    public int evaluate() {
        return ChessEvaluation.evaluate(boards[top]);
    }

    @Override
    public int captureOrder(int move) {
        Board b = boards[top];
        if (MoveCodec.isCastle(move)) {
            return -1;
        }
        int to = MoveCodec.to(move);
        int from = MoveCodec.from(move);
        int mover = b.roleAt(from);
        int victim = b.sideAt(to) == (b.turn ^ 1) ? b.roleAt(to)
                : mover == Board.PAWN && ((from ^ to) & 7) != 0 ? Board.PAWN : -1;
        int promotion = MoveCodec.promotionRole(move);
        if (victim < 0 && promotion == 0) {
            return -1;
        }
        int gain = (victim < 0 ? 0 : ChessTables.ORDER[victim]) + (promotion == 0 ? 0 : ChessTables.ORDER[promotion]);
        return gain * 8 + 7 - ChessTables.ORDER[mover] / 2;
    }

    @Override
    public int noMoveScore(int mated) {
        return boards[top].inCheck() ? mated : 0;
    }

    @Override
    public boolean isRuleDraw() {
        Board b = boards[top];
        if (b.halfmoves >= 100) {
            return true;
        }
        long heavy = b.roles[Board.PAWN] | b.roles[Board.ROOK] | b.roles[Board.QUEEN];
        return heavy == 0 && Long.bitCount(b.roles[Board.KNIGHT] | b.roles[Board.BISHOP]) <= 1;
    }

    @Override
    public int repetitionScore(int earlierPly, int win) {
        return 0;
    }
}
