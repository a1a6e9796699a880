package org.chessarbiter.rules.game;

import static org.chessarbiter.rules.game.GameIssueCodes.MOVE_NUMBER;

import java.util.List;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Side;

/**
 * Move numbers against the side to move: {@code 12.} and {@code 12)} (Luật cờ Tướng 2004 Điều 11.2)
 * stand before the first side's twelfth move, {@code 12...} before the second side's. A number one
 * half-move ahead of the position means a move is missing (the seed's game of 000: {@code 6.e:d5 7.c:d5}).
 */
final class MoveNumbers {
    /** How a written number compares with the position. */
    enum Check {
        /** No number, or the right one. */
        FINE,
        /** The right number with the wrong side mark ({@code 12.} before the second side's move). */
        WRONG_SIDE,
        /** One half-move ahead: a move is missing before this one (or the number is wrong). */
        ONE_MISSING,
        /** Another number. */
        WRONG
    }

    private MoveNumbers() {
    }

    static <P extends Position<P, M>, M extends Move> Check check(GameKind<P, M> kind, Token number, P p) {
        if (number == null) {
            return Check.FINE;
        }
        String t = number.text();
        int digits = 0;
        while (digits < t.length() && Character.isDigit(t.charAt(digits))) {
            digits++;
        }
        if (digits == 0 || digits > 6) {
            return Check.WRONG;
        }
        int n = 0;
        for (int k = 0; k < digits; k++) { // at most 6 digits: no overflow
            n = 10 * n + Character.digit(t.charAt(k), 10);
        }
        boolean second = t.indexOf("..") >= 0;
        long written = 2L * n + (second ? 1 : 0);
        long current = 2L * kind.moveNumber(p) + (p.turn() == Side.SECOND ? 1 : 0);
        if (written == current) {
            return Check.FINE;
        }
        if (written == current + 1) {
            return Check.ONE_MISSING;
        }
        return n == kind.moveNumber(p) ? Check.WRONG_SIDE : Check.WRONG;
    }

    /** Reports a number that does not fit (a warning when only the side mark is wrong). */
    static <P extends Position<P, M>, M extends Move> void report(GameKind<P, M> kind, Token number, P p, Check check,
            GameReplay<P, M> replay) {
        if (check == Check.FINE) {
            return;
        }
        String expected = expected(kind, number.text(), p);
        var message = Findings.message("moveNumber", number.text(), expected, kind.sideName(p.turn()));
        replay.add(check == Check.WRONG_SIDE
                ? Findings.warning(CheckCost.NORMAL, MOVE_NUMBER, ProblemKind.INCONSISTENT, number, message, List.of(expected))
                : Findings.error(CheckCost.NORMAL, MOVE_NUMBER, ProblemKind.INCONSISTENT, number, message, List.of(expected)));
    }

    /** The number that belongs before the move of {@code p}, in the style of {@code written} ({@code .} or {@code )}). */
    static <P extends Position<P, M>, M extends Move> String expected(GameKind<P, M> kind, String written, P p) {
        String mark = p.turn() == Side.SECOND ? "..." : written.endsWith(")") ? ")" : ".";
        return kind.moveNumber(p) + mark;
    }
}
