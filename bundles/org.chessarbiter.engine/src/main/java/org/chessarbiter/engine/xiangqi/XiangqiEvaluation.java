package org.chessarbiter.engine.xiangqi;

import org.chessarbiter.rules.xiangqi.Board;
import org.chessarbiter.rules.xiangqi.Pieces;
import org.chessarbiter.rules.xiangqi.Squares;

/**
 * The xiangqi evaluation: material and positional tables ({@link XiangqiTables}), the mobility of
 * chariots along their files and ranks, and a penalty for each missing advisor or elephant when the
 * opponent still has attackers (a bare palace falls to a chariot and a horse). In centipawns, for the
 * side to move.
 */
final class XiangqiEvaluation {
    private static final int CHARIOT_MOBILITY = 3;
    private static final int MISSING_DEFENDER = 25;

    private XiangqiEvaluation() {
    }

    static int evaluate(Board b) {
        int[] score = new int[2];
        int[] defenders = new int[2];
        int[] attackers = new int[2];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            int p = b.pieceAt(sq);
            if (p == Pieces.EMPTY) {
                continue;
            }
            int side = Pieces.sideIndex(p);
            int kind = Pieces.kindIndex(p);
            int point = side == 0 ? sq : XiangqiTables.mirror(sq);
            score[side] += XiangqiTables.VALUE[kind] + XiangqiTables.POSITION[kind][point];
            if (kind == XiangqiTables.CHARIOT) {
                score[side] += CHARIOT_MOBILITY * mobility(b, sq);
            } else if (kind == 1 || kind == 2) {
                defenders[side]++;
            } else if (kind != XiangqiTables.GENERAL) {
                attackers[side] += kind == XiangqiTables.SOLDIER ? 1 : 2;
            }
        }
        for (int side = 0; side < 2; side++) {
            if (attackers[side ^ 1] >= 3) {
                score[side] -= MISSING_DEFENDER * (4 - defenders[side]);
            }
        }
        int red = score[0] - score[1];
        return b.sideIndex() == 0 ? red : -red;
    }

    /** The empty points a chariot on {@code sq} reaches along its four lines. */
    private static int mobility(Board b, int sq) {
        int file = Squares.file(sq);
        int rank = Squares.rank(sq);
        int n = 0;
        for (int f = file + 1; f < Squares.FILES && b.pieceAt(Squares.of(f, rank)) == Pieces.EMPTY; f++) {
            n++;
        }
        for (int f = file - 1; f >= 0 && b.pieceAt(Squares.of(f, rank)) == Pieces.EMPTY; f--) {
            n++;
        }
        for (int r = rank + 1; r < Squares.RANKS && b.pieceAt(Squares.of(file, r)) == Pieces.EMPTY; r++) {
            n++;
        }
        for (int r = rank - 1; r >= 0 && b.pieceAt(Squares.of(file, r)) == Pieces.EMPTY; r--) {
            n++;
        }
        return n;
    }
}
