package org.chessarbiter.rules.xiangqi;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Side;

/**
 * Classifies one move of a repeated cycle in the terms of Điều 22 and decides, for every capture
 * threat the move creates, whether Điều 23 counts it as a chase.
 *
 * <p>A threat is <em>created</em> by the move when the attacker could not take the target before
 * the move (the moved piece is followed to its new point), so discovered attacks count and a threat
 * that merely persists does not; and also when an existing threat that Điều 23 allowed before the
 * move (e.g. on a truly protected piece) counts after it, because the move undermined the
 * protection (pinned or blocked the protector). The law has no words for the latter; we read
 * "đuổi bắt" (Điều 22.11) by its effect, as the AXF cases do. Interpretations, each pinned by a test in
 * {@code Article23Test}:
 * <ul>
 * <li>điểm 9: a threat by a general or a soldier is allowed;</li>
 * <li>điểm 3: a threat to a soldier that has not crossed the river is allowed;</li>
 * <li>điểm 8: a threat to a like piece that can take the attacker back is an exchange offer;</li>
 * <li>điểm 6: a threat to a truly protected piece (cẩn thật, 22.15: the owner can legally take back
 * at once) is allowed, except a horse or cannon threatening a chariot; a falsely protected piece
 * (cẩn giả, 22.16) counts as unprotected;</li>
 * <li>điểm 7: a threat to a protected piece that cannot move (pinned) counts, and so does a horse
 * threatening a protected horse (we read "Mã bị cǎn" in the text as "bị cẩn", protected).</li>
 * </ul>
 */
final class MoveClassifier {
    private MoveClassifier() {
    }

    /**
     * Classifies {@code move} (legal, of the side to move on {@code b}); {@code ids} gives each
     * point's piece identity before the move and is updated to after it. {@code b} is unchanged.
     */
    static ClassifiedMove classify(Board b, int move, int[] ids) {
        int side = b.sideIndex();
        int opp = side ^ 1;
        int from = Moves.from(move);
        int to = Moves.to(move);
        List<int[]> before = Threats.of(b, side);
        List<int[]> counted = new ArrayList<>();
        for (int[] t : before) {
            if (judge(b, t[0], t[1], -1).status() != Threat.Status.ALLOWED) {
                counted.add(t);
            }
        }
        List<int[]> oppBefore = Threats.of(b, opp);
        b.makeMove(move);
        ids[to] = ids[from];
        ids[from] = -1;
        try {
            boolean check = Attacks.inCheck(b, opp);
            List<Threat> created = new ArrayList<>();
            for (int[] t : Threats.of(b, side)) {
                int origin = t[0] == to ? from : t[0];
                Threat threat = judge(b, t[0], t[1], ids[t[1]]);
                boolean undermined = threat.status() != Threat.Status.ALLOWED && !contains(counted, origin, t[1]);
                if (!contains(before, origin, t[1]) || undermined) {
                    created.add(threat);
                }
            }
            return new ClassifiedMove(XiangqiMove.of(move), side == 0 ? Side.FIRST : Side.SECOND,
                    kind(b, check, created, oppBefore, from, to), created);
        } finally {
            b.unmakeMove();
        }
    }

    private static MoveKind kind(Board b, boolean check, List<Threat> created, List<int[]> oppBefore, int from, int to) {
        if (check) {
            return MoveKind.CHECK;
        }
        if (created.stream().anyMatch(t -> t.status() == Threat.Status.CHASE)) {
            return MoveKind.CHASE;
        }
        if (created.stream().anyMatch(t -> t.status() == Threat.Status.EXCHANGE)) {
            return MoveKind.EXCHANGE_OFFER;
        }
        int side = b.sideIndex() ^ 1;
        if (Threats.threatensMate(b, side)) {
            return MoveKind.MATE_THREAT;
        }
        if (!created.isEmpty()) {
            return MoveKind.ALLOWED_ATTACK;
        }
        List<int[]> oppAfter = Threats.of(b, side ^ 1);
        for (int[] t : oppBefore) {
            if (t[0] != to && t[1] != from && !contains(oppAfter, t[0], t[1])) {
                return MoveKind.BLOCK;
            }
        }
        return Threats.canCaptureOn(b, to, side ^ 1) ? MoveKind.SACRIFICE : MoveKind.IDLE;
    }

    /** How Điều 23 treats the threat of the piece on {@code a} to the piece on {@code t} (opponent to move on b). */
    private static Threat judge(Board b, int a, int t, int targetId) {
        PieceKind ak = Pieces.kind(b.pieceAt(a));
        PieceKind tk = Pieces.kind(b.pieceAt(t));
        int targetSide = Pieces.sideIndex(b.pieceAt(t));
        if (ak == PieceKind.GENERAL || ak == PieceKind.SOLDIER) {
            return new Threat(a, t, ak, tk, targetId, Threat.Status.ALLOWED, 9);
        }
        if (tk == PieceKind.SOLDIER && Squares.onOwnHalf(t, targetSide == 0 ? Side.FIRST : Side.SECOND)) {
            return new Threat(a, t, ak, tk, targetId, Threat.Status.ALLOWED, 3);
        }
        if (tk == ak && Threats.legalCapture(b, t, a, targetSide)) {
            return new Threat(a, t, ak, tk, targetId, Threat.Status.EXCHANGE, 8);
        }
        if (Threats.trulyProtected(b, a, t)) {
            boolean onChariot = (ak == PieceKind.HORSE || ak == PieceKind.CANNON) && tk == PieceKind.CHARIOT;
            if (onChariot) {
                return new Threat(a, t, ak, tk, targetId, Threat.Status.CHASE, 6);
            }
            if (ak == PieceKind.HORSE && tk == PieceKind.HORSE || Threats.cannotMove(b, t)) {
                return new Threat(a, t, ak, tk, targetId, Threat.Status.CHASE, 7);
            }
            return new Threat(a, t, ak, tk, targetId, Threat.Status.ALLOWED, 6);
        }
        int defenders = Attacks.attackers(b, t, targetSide, new int[32]);
        return new Threat(a, t, ak, tk, targetId, Threat.Status.CHASE, defenders > 0 ? 6 : 3);
    }

    private static boolean contains(List<int[]> pairs, int a, int t) {
        for (int[] p : pairs) {
            if (p[0] == a && p[1] == t) {
                return true;
            }
        }
        return false;
    }
}
