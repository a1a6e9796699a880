package org.chessarbiter.rules.xiangqi;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Side;

/** Capture threats and protection on a board (Điều 22.4, 22.14–16). */
final class Threats {
    private Threats() {
    }

    /** The (attacker, target) points where {@code side} could legally capture a piece other than the general. */
    static List<int[]> of(Board b, int side) {
        List<int[]> out = new ArrayList<>();
        int[] buf = new int[32];
        for (int t = 0; t < 90; t++) {
            int p = b.pieceAt(t);
            if (p == Pieces.EMPTY || Pieces.sideIndex(p) == side || Pieces.kind(p) == PieceKind.GENERAL) {
                continue;
            }
            int n = Attacks.attackers(b, t, side, buf);
            for (int i = 0; i < n; i++) {
                if (legalCapture(b, buf[i], t, side)) {
                    out.add(new int[] {buf[i], t});
                }
            }
        }
        return out;
    }

    /** Whether the piece of {@code side} on {@code from} may take on {@code to} without exposing its general. */
    static boolean legalCapture(Board b, int from, int to, int side) {
        b.makeMove(Moves.of(from, to));
        boolean ok = !Attacks.inCheck(b, side);
        b.unmakeMove();
        return ok;
    }

    /** Whether {@code side} can legally capture on the point (by any piece). */
    static boolean canCaptureOn(Board b, int target, int side) {
        int[] buf = new int[32];
        int n = Attacks.attackers(b, target, side, buf);
        for (int i = 0; i < n; i++) {
            if (legalCapture(b, buf[i], target, side)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Cẩn thật (Điều 22.15): after the attacker takes on {@code target}, the owner of the target can
     * legally take back at once.
     */
    static boolean trulyProtected(Board b, int attacker, int target) {
        int owner = Pieces.sideIndex(b.pieceAt(target));
        b.makeMove(Moves.of(attacker, target));
        boolean back = canCaptureOn(b, target, owner);
        b.unmakeMove();
        return back;
    }

    /** Whether the piece on the point has no legal move (pinned or hemmed in, Điều 23 điểm 7), whoever is to move. */
    static boolean cannotMove(Board b, int sq) {
        Side saved = b.sideToMove();
        b.setSideToMove(Pieces.side(b.pieceAt(sq)));
        int[] buf = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(b, buf);
        b.setSideToMove(saved);
        for (int i = 0; i < n; i++) {
            if (Moves.from(buf[i]) == sq) {
                return false;
            }
        }
        return true;
    }

    /** Dọa hết (Điều 22.3): if {@code side} could move again now, it would have a mating move. */
    static boolean threatensMate(Board b, int side) {
        Side saved = b.sideToMove();
        b.setSideToMove(side == 0 ? Side.FIRST : Side.SECOND);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legalMoves(b, moves);
        boolean mate = false;
        for (int i = 0; i < n && !mate; i++) {
            b.makeMove(moves[i]);
            mate = MoveGenerator.legalMoves(b, replies) == 0;
            b.unmakeMove();
        }
        b.setSideToMove(saved);
        return mate;
    }
}
