package org.chessarbiter.rules.chess;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chessarbiter.rules.chess.DeadPosition.Key;
import org.chessarbiter.rules.chess.internal.Board;
import org.chessarbiter.rules.chess.internal.MoveCodec;
import org.chessarbiter.rules.chess.internal.MoveGenerator;

/**
 * {@link DeadPosition#isDead} along the lines of one game, with the same answers, remembering the
 * verdicts it searched for (one memory per game replay; not shared between threads).
 * <p>
 * Why a verdict may be reused: let R(X) be the set of positions reachable from X by legal moves. When
 * the material does not decide, the verdict of X depends only on R(X) and on X's material (see
 * {@link DeadPosition#searchVerdict}). Every earlier position A of the line reaches the current one Q
 * (the line's moves are legal moves), so R(Q) ⊆ R(A). If Q also reaches A, then R(A) = R(Q); and A and Q
 * have the same pawns and the same pieces, each bishop on squares of its colour (a cycle of legal moves
 * holds no capture, pawn move or promotion, which cannot be undone), so the material tests agree too:
 * the verdict of Q is that of A. Q reaching A is shown by a small search from Q over the moves that keep
 * the material and pawns (a path back to A can hold no other); when it finds no remembered earlier
 * position within {@link #RETURN_BUDGET} positions, the full test runs. Short probes for mates
 * ({@link DeadPosition#quickVerdict}) run first: where a mate is near, they answer sooner than that search. In a game where only kings,
 * bishops and locked pawns are left and the pieces shuffle, the full search thus runs once per such
 * stretch instead of after every move.
 */
public final class DeadPositionMemory {
    /** Positions the search for a way back to an earlier position may visit. */
    static final int RETURN_BUDGET = 2_000;

    private final Map<Key, Boolean> verdicts = new HashMap<>();

    /** Whether the last of {@code line} (a game's positions from its start, each after a legal move) is dead. */
    public boolean isDead(List<ChessPosition> line) {
        ChessPosition last = line.get(line.size() - 1);
        Board b = last.boardView();
        Boolean material = DeadPosition.materialVerdict(b);
        if (material != null) {
            return material;
        }
        Key key = Key.of(b);
        Boolean verdict = verdicts.get(key);
        if (verdict == null) {
            verdict = takenBackVerdict(line);
        }
        if (verdict == null) {
            verdict = DeadPosition.quickVerdict(b);
        }
        if (verdict == null) {
            verdict = earlierVerdict(b, line);
        }
        if (verdict == null) {
            verdict = DeadPosition.fullVerdict(b);
        }
        verdicts.put(key, verdict);
        return verdict;
    }

    /** How often {@link #takenBackVerdict} answered (for the tests). */
    int takenBack;

    /**
     * The remembered verdict of the position two half-moves before the last one of {@code line} when the last two
     * moves can be taken back: each a man other than a pawn moving to an empty square, and the last position reaching
     * that one again by the same men moving back (the side to move first, then the other), or null. Then each position
     * reaches the other, and the verdict is the same (see the class comment): in a shuffling ending this answers
     * after a move or two where a probe would visit hundreds of positions.
     */
    private Boolean takenBackVerdict(List<ChessPosition> line) {
        int n = line.size();
        if (n < 3) {
            return null;
        }
        Board before = line.get(n - 3).boardView();
        Key beforeKey = Key.of(before);
        Boolean v = verdicts.get(beforeKey);
        if (v == null) {
            return null;
        }
        Board middle = line.get(n - 2).boardView();
        Board last = line.get(n - 1).boardView();
        int first = plainMove(before, middle);
        int second = plainMove(middle, last);
        if (first < 0 || second < 0) {
            return null;
        }
        int[] scratch = new int[8];
        Board back = last.copy();
        if (!takeBack(back, first, scratch) || !takeBack(back, second, scratch) || !Key.of(back).equals(beforeKey)) {
            return null;
        }
        takenBack++;
        return v;
    }

    /**
     * The move ({@link MoveCodec}) that made {@code b} from {@code a} when it is a man other than a pawn moving to an
     * empty square (no capture, no castling, no pawn move), else -1.
     */
    private static int plainMove(Board a, Board b) {
        long vacated = a.occupied() & ~b.occupied();
        long entered = b.occupied() & ~a.occupied();
        if (Long.bitCount(vacated) != 1 || Long.bitCount(entered) != 1 || a.roles[Board.PAWN] != b.roles[Board.PAWN]) {
            return -1;
        }
        return MoveCodec.of(Long.numberOfTrailingZeros(vacated), Long.numberOfTrailingZeros(entered));
    }

    /** Plays in {@code b} the move {@code move} backwards when that is a legal move there; false when it is not. */
    private static boolean takeBack(Board b, int move, int[] scratch) {
        int from = MoveCodec.to(move);
        int to = MoveCodec.from(move);
        int back = MoveCodec.of(from, to);
        for (int i = 0, n = MoveGenerator.generate(b, scratch, 1L << to, 1L << from); i < n; i++) {
            if (scratch[i] == back) {
                b.play(back);
                return true;
            }
        }
        return false;
    }

    /** The remembered verdict of an earlier position of {@code line} that {@code root} reaches, or null. */
    private Boolean earlierVerdict(Board root, List<ChessPosition> line) {
        Map<Key, Boolean> earlier = new HashMap<>();
        int last = line.size() - 1;
        for (int i = Math.max(0, last - line.get(last).halfmoves()); i < last; i++) {
            Board a = line.get(i).boardView();
            if (a.roles[Board.PAWN] == root.roles[Board.PAWN]
                    && Long.bitCount(a.occupied()) == Long.bitCount(root.occupied())) {
                Key k = Key.of(a);
                Boolean v = verdicts.get(k);
                if (v != null) {
                    earlier.put(k, v);
                }
            }
        }
        if (earlier.isEmpty()) {
            return null;
        }
        long pawns = root.roles[Board.PAWN];
        int men = Long.bitCount(root.occupied());
        Set<Key> seen = new HashSet<>();
        ArrayDeque<Board> todo = new ArrayDeque<>();
        todo.add(root);
        seen.add(Key.of(root));
        int[] moves = new int[256];
        while (!todo.isEmpty()) {
            Board b = todo.poll();
            int n = MoveGenerator.generate(b, moves);
            for (int i = 0; i < n; i++) {
                Board c = b.copy();
                c.play(moves[i]);
                if (c.roles[Board.PAWN] != pawns || Long.bitCount(c.occupied()) != men) {
                    continue;
                }
                Key k = Key.of(c);
                Boolean v = earlier.get(k);
                if (v != null) {
                    return v;
                }
                if (seen.add(k)) {
                    if (seen.size() > RETURN_BUDGET) {
                        return null;
                    }
                    todo.add(c);
                }
            }
        }
        return null;
    }
}
