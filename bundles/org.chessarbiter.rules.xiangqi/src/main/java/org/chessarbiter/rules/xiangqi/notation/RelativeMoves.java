package org.chessarbiter.rules.xiangqi.notation;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.xiangqi.PieceKind;
import org.chessarbiter.rules.xiangqi.Pieces;
import org.chessarbiter.rules.xiangqi.Squares;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/**
 * Describes a move of a position relative to the mover (Luật Cờ Tướng 2004 Điều 11.2; WXF).
 * Files are numbered 1–9 from the mover's right: for Red (Trắng) file i is 1 and a is 9, for Black
 * file a is 1 (Điều 2.1).
 */
public final class RelativeMoves {
    private RelativeMoves() {
    }

    /** The file number (1–9) of a point for a side (Điều 2.1). */
    public static int fileNumber(int sq, Side side) {
        return side == Side.FIRST ? 9 - Squares.file(sq) : Squares.file(sq) + 1;
    }

    /** The canonical description of a legal move. */
    public static RelativeMove describe(XiangqiPosition p, XiangqiMove m) {
        int piece = p.pieceAt(m.from());
        Side side = Pieces.side(piece);
        PieceKind kind = Pieces.kind(piece);
        return new RelativeMove(kind, side, origin(p, m.from()), direction(m, side), number(kind, m, side));
    }

    /** The same description with the origin named by its file only (a lenient reading). */
    public static RelativeMove describeByFile(XiangqiPosition p, XiangqiMove m) {
        RelativeMove r = describe(p, m);
        return new RelativeMove(r.kind(), r.side(), Origin.ofFile(r.origin().file()), r.direction(), r.number());
    }

    private static Direction direction(XiangqiMove m, Side side) {
        int dr = Squares.rank(m.to()) - Squares.rank(m.from());
        if (dr == 0) {
            return Direction.TRAVERSE;
        }
        return (dr > 0) == (side == Side.FIRST) ? Direction.ADVANCE : Direction.RETREAT;
    }

    private static int number(PieceKind kind, XiangqiMove m, Side side) {
        boolean sameFile = Squares.file(m.from()) == Squares.file(m.to());
        if (sameFile) {
            return Math.abs(Squares.rank(m.to()) - Squares.rank(m.from()));
        }
        return fileNumber(m.to(), side);
    }

    /** Origin of the piece on {@code from}: file, or place among same pieces on the file. */
    static Origin origin(XiangqiPosition p, int from) {
        int piece = p.pieceAt(from);
        Side side = Pieces.side(piece);
        PieceKind kind = Pieces.kind(piece);
        int file = fileNumber(from, side);
        if (kind == PieceKind.ADVISOR || kind == PieceKind.ELEPHANT) {
            // WXF: the direction tells tandem advisors/elephants apart; Điều 11.2 writes their file
            return Origin.ofFile(file);
        }
        int count = 0;
        int ahead = 0;
        for (int r = 0; r < Squares.RANKS; r++) {
            int sq = Squares.of(Squares.file(from), r);
            if (p.pieceAt(sq) == piece) {
                count++;
                boolean front = side == Side.FIRST ? r > Squares.rank(from) : r < Squares.rank(from);
                if (front) {
                    ahead++;
                }
            }
        }
        if (count == 1) {
            return Origin.ofFile(file);
        }
        int ordinal = ahead + 1;
        Origin.Place place = ordinal == 1 ? Origin.Place.FRONT : ordinal == count ? Origin.Place.REAR
                : count == 3 ? Origin.Place.MIDDLE : Origin.Place.ORDINAL;
        return new Origin(place, ordinal, count, file, tandemFiles(p, piece) > 1);
    }

    /** How many files hold two or more of this piece. */
    private static int tandemFiles(XiangqiPosition p, int piece) {
        int files = 0;
        for (int f = 0; f < Squares.FILES; f++) {
            int n = 0;
            for (int r = 0; r < Squares.RANKS; r++) {
                if (p.pieceAt(Squares.of(f, r)) == piece) {
                    n++;
                }
            }
            if (n >= 2) {
                files++;
            }
        }
        return files;
    }
}
