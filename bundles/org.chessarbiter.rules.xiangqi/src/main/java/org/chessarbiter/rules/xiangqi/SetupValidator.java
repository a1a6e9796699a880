package org.chessarbiter.rules.xiangqi;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;

/**
 * Checks that a raw setup can arise in a game of Luật Cờ Tướng 2004: one general per side in its
 * palace (Điều 4.3a), advisors and elephants only on the points they can reach (4.3b, 4.3c),
 * soldiers never behind their start (4.3h), no more pieces than the 16 of Điều 2.2, the generals not
 * facing each other (4.3a), and the side that just moved not left in check (6.2).
 */
public final class SetupValidator {
    /** Most pieces of each kind per side (Điều 2.2), by kind ordinal. */
    private static final int[] MAX = {1, 2, 2, 2, 2, 2, 5};

    private SetupValidator() {
    }

    /**
     * The problems of a setup; {@code where} maps a point to the location of its text (e.g. the FEN
     * character), and -1 to the location of the side-to-move field.
     */
    public static List<Problem> problems(XiangqiSetup setup, IntFunction<Location> where) {
        List<Problem> out = new ArrayList<>();
        int[][] counts = new int[2][7];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            int p = setup.pieceAt(sq);
            if (p == Pieces.EMPTY) {
                continue;
            }
            counts[Pieces.sideIndex(p)][Pieces.kindIndex(p)]++;
            if (!reachable(Pieces.kind(p), Pieces.side(p), sq)) {
                out.add(illegal(where.apply(sq), "setup.unreachable", pieceName(p), Squares.name(sq)));
            }
        }
        for (Side side : Side.values()) {
            if (counts[side.ordinal()][0] != 1) {
                out.add(illegal(where.apply(-1), "setup.generalCount", sideName(side), counts[side.ordinal()][0]));
            }
            for (int k = 1; k < 7; k++) {
                if (counts[side.ordinal()][k] > MAX[k]) {
                    out.add(illegal(where.apply(-1), "setup.tooMany", pieceName(Pieces.of(PieceKind.of(k), side)),
                            counts[side.ordinal()][k], MAX[k]));
                }
            }
        }
        if (out.isEmpty()) {
            Board b = setup.toBoard();
            int mover = b.sideIndex() ^ 1;
            if (Attacks.generalsFace(b)) {
                out.add(illegal(where.apply(b.general(1)), "setup.generalsFacing"));
            } else if (Attacks.inCheck(b, mover)) {
                out.add(illegal(where.apply(b.general(mover)), "setup.notToMoveInCheck", sideName(b.sideToMove().opposite())));
            }
        }
        return out;
    }

    /** Whether a piece of this kind and side can ever stand on the point (Điều 4.3). */
    public static boolean reachable(PieceKind kind, Side side, int sq) {
        int f = Squares.file(sq);
        int r = side == Side.FIRST ? Squares.rank(sq) : 9 - Squares.rank(sq);
        return switch (kind) {
            case GENERAL -> Squares.inPalace(sq, side);
            case ADVISOR -> Squares.inPalace(sq, side) && (f + r) % 2 == 1;
            case ELEPHANT -> f % 2 == 0 && r % 2 == 0 && r <= 4 && (f / 2 + r / 2) % 2 == 1;
            case SOLDIER -> r >= 5 || r >= 3 && f % 2 == 0;
            default -> true;
        };
    }

    private static Problem illegal(Location at, String key, Object... args) {
        return Problem.error(ProblemKind.ILLEGAL, at, XiangqiMessages.of(key, args));
    }

    /** The localized name of a piece, e.g. "Red horse" / "Mã Đỏ". */
    public static Object pieceName(int code) {
        return XiangqiMessages.of("piece.named", XiangqiMessages.of("kind." + Pieces.kind(code).name()),
                sideName(Pieces.side(code)));
    }

    /** The localized name of a side: Red / Black (Đỏ / Đen; the records' Trắng / Đen of Điều 2.2). */
    public static Object sideName(Side side) {
        return XiangqiMessages.of("side." + side.name());
    }
}
