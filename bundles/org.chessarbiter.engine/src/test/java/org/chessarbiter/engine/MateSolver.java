package org.chessarbiter.engine;

import java.util.function.Predicate;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;

/**
 * A brute-force oracle for forced wins, on the rules engines' positions alone (no search code of the
 * engine): whether the side to move can force, within {@code n} of its moves, a position that
 * {@code lost} says is lost for the side to move there (chess: checkmate; xiangqi: no legal move).
 */
final class MateSolver<P extends Position<P, M>, M extends Move> {
    private final Predicate<P> lost;

    MateSolver(Predicate<P> lost) {
        this.lost = lost;
    }

    /** Whether {@code p}'s side to move wins in at most {@code n} moves whatever the defence. */
    boolean winsWithin(P p, int n) {
        for (M m : p.legalMoves()) {
            if (wins(p, m, n)) {
                return true;
            }
        }
        return false;
    }

    /** Whether playing {@code m} in {@code p} wins in at most {@code n} moves (this one included). */
    boolean wins(P p, M m, int n) {
        P q = p.play(m);
        if (lost.test(q)) {
            return true;
        }
        if (n <= 1 || q.legalMoves().isEmpty()) {
            return false;
        }
        for (M reply : q.legalMoves()) {
            if (!winsWithin(q.play(reply), n - 1)) {
                return false;
            }
        }
        return true;
    }
}
