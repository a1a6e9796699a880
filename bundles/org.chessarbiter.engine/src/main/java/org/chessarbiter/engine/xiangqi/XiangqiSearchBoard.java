package org.chessarbiter.engine.xiangqi;

import java.util.Arrays;
import org.chessarbiter.engine.search.SearchBoard;
import org.chessarbiter.rules.xiangqi.Attacks;
import org.chessarbiter.rules.xiangqi.Board;
import org.chessarbiter.rules.xiangqi.MoveGenerator;
import org.chessarbiter.rules.xiangqi.Moves;
import org.chessarbiter.rules.xiangqi.Pieces;
import org.chessarbiter.rules.xiangqi.Squares;

/**
 * The xiangqi board of the search: the rules bundle's {@link Board} (make / unmake, Zobrist hash) and its
 * legal move generator (Luật Cờ Tướng 2004 Điều 4, 6). A side without a legal move loses, in check or not
 * (Điều 7.1a–c). No chariot, horse, cannon or soldier left is a draw (Điều 20.4 b.6).
 *
 * <p>Repetition (Điều 22–24) in the search, a simplification of the ten points of Điều 23: the first
 * repetition of a position ends the line; if every move of one side in the cycle gave check and not
 * every move of the other did, the checking side loses (perpetual check is forbidden, Điều 23.1); any
 * other cycle (mutual checks, chases, idle moves) scores as a draw. Perpetual chase is not recognised by
 * the search; the game itself is judged by the rules bundle's {@code RepetitionAdjudicator}.
 */
final class XiangqiSearchBoard implements SearchBoard {
    private final Board board;
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    /** Per ply since the game's first position: the side to move is in check, the attackers left. */
    private boolean[] checks = new boolean[128];
    private int[] attackers = new int[128];
    private int ply;

    XiangqiSearchBoard(Board start) {
        board = start;
        checks[0] = Attacks.inCheck(board);
        attackers[0] = countAttackers(board);
    }

    private static int countAttackers(Board b) {
        int n = 0;
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            int p = b.pieceAt(sq);
            if (p != Pieces.EMPTY && Pieces.kind(p).canCrossRiver()) {
                n++;
            }
        }
        return n;
    }

    @Override
    public int legalMoves(int[] out) {
        return MoveGenerator.legalMoves(board, out);
    }

    @Override
    public int legalCaptures(int[] out) {
        int n = MoveGenerator.pseudoLegalMoves(board, scratch);
        int side = board.sideIndex();
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int m = scratch[i];
            if (board.pieceAt(Moves.to(m)) == Pieces.EMPTY) {
                continue;
            }
            board.makeMove(m);
            boolean legal = !Attacks.inCheck(board, side);
            board.unmakeMove();
            if (legal) {
                out[kept++] = m;
            }
        }
        return kept;
    }

    @Override
    public void make(int move) {
        if (ply + 1 == checks.length) {
            checks = Arrays.copyOf(checks, checks.length * 2);
            attackers = Arrays.copyOf(attackers, attackers.length * 2);
        }
        int captured = board.pieceAt(Moves.to(move));
        board.makeMove(move);
        ply++;
        checks[ply] = Attacks.inCheck(board);
        attackers[ply] = attackers[ply - 1]
                - (captured != Pieces.EMPTY && Pieces.kind(captured).canCrossRiver() ? 1 : 0);
    }

    @Override
    public void unmake() {
        board.unmakeMove();
        ply--;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public long hashAt(int k) {
        return k == ply ? board.hash() : board.hashBefore(k);
    }

    @Override
    public int reversiblePlies() {
        return Math.min(board.pliesSinceCapture(), ply);
    }

    @Override
    public boolean inCheck() {
        return checks[ply];
    }

    @Override
    public int evaluate() {
        return XiangqiEvaluation.evaluate(board);
    }

    @Override
    public int captureOrder(int move) {
        int victim = board.pieceAt(Moves.to(move));
        if (victim == Pieces.EMPTY) {
            return -1;
        }
        int mover = board.pieceAt(Moves.from(move));
        return XiangqiTables.ORDER[Pieces.kindIndex(victim)] * 8 + 7 - XiangqiTables.ORDER[Pieces.kindIndex(mover)] / 2;
    }

    @Override
    public int noMoveScore(int mated) {
        return mated;
    }

    @Override
    public boolean isRuleDraw() {
        return attackers[ply] == 0;
    }

    @Override
    public int repetitionScore(int earlierPly, int win) {
        boolean lastMoverChecks = true;
        boolean toMoveChecks = true;
        for (int k = earlierPly + 1; k <= ply; k++) {
            if ((ply - k) % 2 == 0) {
                lastMoverChecks &= checks[k];
            } else {
                toMoveChecks &= checks[k];
            }
        }
        if (lastMoverChecks != toMoveChecks) {
            return lastMoverChecks ? win : -win;
        }
        return 0;
    }
}
