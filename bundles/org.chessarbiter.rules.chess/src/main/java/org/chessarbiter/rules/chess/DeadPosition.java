package org.chessarbiter.rules.chess;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.internal.Board;
import org.chessarbiter.rules.chess.internal.MoveGenerator;

/**
 * Whether a side can still checkmate "by any sequence of legal moves" (FIDE 2018 5.2.2 dead
 * position, 6.9 flag fall; FIDE 2000 5.2(b), 9.6, 6.10). Two sound tests:
 * <ol>
 * <li>material: a side with only its king, or king and one knight against a lone king, or king
 * and bishops against king and bishops when every bishop stands on squares of one colour, can
 * never mate (kept to these classical cases so that the test stays sound);</li>
 * <li>search: every position reachable by legal moves is visited (up to a node budget); if the
 * whole reachable set is exhausted without the side mating, it cannot mate; if a mate is found,
 * it can. When the budget runs out the answer is {@link Verdict#UNKNOWN}, which callers treat as
 * "can mate" (interpretation: a dead position must be proven, never presumed).</li>
 * </ol>
 */
public final class DeadPosition {
    private DeadPosition() {
    }

    /** The answer to "can this side still mate?". */
    public enum Verdict {
        CAN_MATE, CANNOT_MATE, UNKNOWN
    }

    /** Default budget of positions the search may visit. */
    public static final int DEFAULT_BUDGET = 20_000;

    /** Whether {@code side} can mate in {@code position} (material test, then search if needed). */
    public static Verdict canMate(ChessPosition position, Side side, int budget) {
        Board b = position.boardView();
        if (insufficientMaterial(b, side.ordinal())) {
            return Verdict.CANNOT_MATE;
        }
        return new Search(side.ordinal(), budget).run(b);
    }

    /**
     * FIDE 2018 5.2.2: neither side can mate. The search runs only where it can finish: when the
     * only pieces are kings, bishops and pawns and every pawn is blocked by a pawn (locked pawn
     * chains); elsewhere the material test decides.
     */
    public static boolean isDead(ChessPosition position) {
        Board b = position.boardView();
        Boolean material = materialVerdict(b);
        return material != null ? material : searchVerdict(b);
    }

    /** {@link #isDead}'s answer where the material decides, else null (only the search can tell). */
    static Boolean materialVerdict(Board b) {
        if (insufficientMaterial(b, 0) && insufficientMaterial(b, 1)) {
            return Boolean.TRUE;
        }
        return lockedPawnsOnly(b) ? null : Boolean.FALSE;
    }

    /**
     * {@link #isDead}'s answer where {@link #materialVerdict} is null. A search answers
     * {@link Verdict#CANNOT_MATE} exactly when the set of positions reachable from {@code b} has at most
     * {@link #DEFAULT_BUDGET} members and none is a mate by its side (whatever the order of the visit), so
     * this answer depends only on that set and on the material, which {@link DeadPositionMemory} uses.
     * The set is visited in the order of a {@link MateProbe}, which meets a mate early where there is one
     * and gives the same answer as {@link #exhaustiveVerdict}.
     */
    static boolean searchVerdict(Board b) {
        Boolean quick = quickVerdict(b);
        return quick != null ? quick : fullVerdict(b);
    }

    /** Positions each side's {@link #quickVerdict} probe may visit before the full ones run. */
    static final int QUICK_BUDGET = 1_000;

    /**
     * {@link #searchVerdict} when short probes of both sides settle it (a mate met for a side that has
     * mating material: not dead; the whole reachable set visited within {@link #QUICK_BUDGET} without a
     * mate: dead), else null.
     */
    static Boolean quickVerdict(Board b) {
        int white = insufficientMaterial(b, 0) ? MateProbe.NO_MATE : new MateProbe(0, QUICK_BUDGET).run(b);
        if (white == MateProbe.MATE) {
            return Boolean.FALSE;
        }
        int black = insufficientMaterial(b, 1) ? MateProbe.NO_MATE : new MateProbe(1, QUICK_BUDGET).run(b);
        if (black == MateProbe.MATE) {
            return Boolean.FALSE;
        }
        return white == MateProbe.NO_MATE && black == MateProbe.NO_MATE ? Boolean.TRUE : null;
    }

    /** {@link #searchVerdict} by a probe of each side's mates over the whole budget. */
    static boolean fullVerdict(Board b) {
        return (insufficientMaterial(b, 0) || new MateProbe(0, DEFAULT_BUDGET).run(b) == MateProbe.NO_MATE)
                && (insufficientMaterial(b, 1) || new MateProbe(1, DEFAULT_BUDGET).run(b) == MateProbe.NO_MATE);
    }

    /** {@link #searchVerdict} by breadth-first searches of the reachable positions (the reference for its tests). */
    static boolean exhaustiveVerdict(Board b) {
        boolean white = insufficientMaterial(b, 0);
        boolean black = insufficientMaterial(b, 1);
        return (white || new Search(0, DEFAULT_BUDGET).run(b) == Verdict.CANNOT_MATE)
                && (black || new Search(1, DEFAULT_BUDGET).run(b) == Verdict.CANNOT_MATE);
    }

    static boolean insufficientMaterial(Board b, int side) {
        long us = b.sides[side];
        long them = b.sides[side ^ 1];
        if ((us & (b.roles[Board.PAWN] | b.roles[Board.ROOK] | b.roles[Board.QUEEN])) != 0) {
            return false;
        }
        long knights = us & b.roles[Board.KNIGHT];
        long bishops = us & b.roles[Board.BISHOP];
        if (knights != 0) {
            return bishops == 0 && Long.bitCount(knights) == 1
                    && (them & ~b.roles[Board.KING]) == 0;
        }
        if (bishops != 0) {
            long allBishops = b.roles[Board.BISHOP];
            long dark = 0xAA55AA55AA55AA55L;
            boolean sameColour = (allBishops & dark) == 0 || (allBishops & ~dark) == 0;
            return sameColour && (them & ~b.roles[Board.KING] & ~b.roles[Board.BISHOP]) == 0;
        }
        return true;
    }

    private static boolean lockedPawnsOnly(Board b) {
        if ((b.roles[Board.KNIGHT] | b.roles[Board.ROOK] | b.roles[Board.QUEEN]) != 0) {
            return false;
        }
        long white = b.roles[Board.PAWN] & b.sides[0];
        long black = b.roles[Board.PAWN] & b.sides[1];
        return (white << 8 & ~black) == 0 && (black >>> 8 & ~white) == 0;
    }

    /** Exhaustive search of the reachable positions for a mate by one side. */
    private static final class Search {
        private final int mater;
        private final int budget;
        private final Set<Key> seen = new HashSet<>();

        Search(int mater, int budget) {
            this.mater = mater;
            this.budget = budget;
        }

        Verdict run(Board root) {
            java.util.ArrayDeque<Board> todo = new java.util.ArrayDeque<>();
            todo.add(root.copy());
            seen.add(Key.of(root));
            int[] moves = new int[256];
            while (!todo.isEmpty()) {
                Board b = todo.poll();
                int n = MoveGenerator.generate(b, moves);
                if (n == 0) {
                    if (b.turn != mater && b.inCheck()) {
                        return Verdict.CAN_MATE;
                    }
                    continue;
                }
                for (int i = 0; i < n; i++) {
                    Board c = b.copy();
                    c.play(moves[i]);
                    if (seen.add(Key.of(c))) {
                        if (seen.size() > budget) {
                            return Verdict.UNKNOWN;
                        }
                        todo.add(c);
                    }
                }
            }
            return Verdict.CANNOT_MATE;
        }
    }

    /** A position as the search tells them apart (the board, the side to move, castling, en passant). */
    record Key(long[] bits) {
        static Key of(Board b) {
            long[] k = Arrays.copyOf(b.roles, 10);
            k[6] = b.sides[0];
            k[7] = b.turn;
            k[8] = b.castlingRooks;
            k[9] = b.epSquare;
            return new Key(k);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(bits, k.bits);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bits);
        }
    }
}
