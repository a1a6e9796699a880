package org.chessarbiter.rules.chess;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.chess.internal.AttackTables;
import org.chessarbiter.rules.chess.internal.Board;

/**
 * Checks that a raw {@link ChessSetup} can be a position of a game. Each problem is
 * {@link ProblemKind#ILLEGAL} and names the FEN field it concerns ({@code board}, {@code turn},
 * {@code castling}, {@code ep}) so a FEN reader can point at it. Checks: one king each (FIDE 2018
 * 2.2, 3.9), no pawn on the first or last rank (3.7), at most 8 pawns and 16 pieces a side, the
 * side not to move not in check (it would be capturable: 1.2, 3.9), no impossible checks (more than
 * two checkers, or two checkers that no single move could give), castling rights only for a rook
 * on its back rank with its king there (3.8.2), en passant square only behind a pawn that has just
 * made a double step (3.7.4).
 */
final class SetupValidator {
    private SetupValidator() {
    }

    static final String BOARD = "board";
    static final String TURN = "turn";
    static final String CASTLING = "castling";
    static final String EP = "ep";

    static ParseResult<ChessPosition> validate(ChessSetup setup) {
        Board b = setup.board();
        List<Problem> problems = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            long own = b.sides[side];
            int kings = Long.bitCount(b.roles[Board.KING] & own);
            if (kings != 1) {
                problems.add(problem(BOARD, "setup.kings", sideName(side), kings));
            }
            int pawns = Long.bitCount(b.roles[Board.PAWN] & own);
            if (pawns > 8) {
                problems.add(problem(BOARD, "setup.tooManyPawns", sideName(side), pawns));
            }
            if (Long.bitCount(own) > 16) {
                problems.add(problem(BOARD, "setup.tooManyPieces", sideName(side), Long.bitCount(own)));
            }
        }
        long backRanks = 0xFFL | 0xFFL << 56;
        if ((b.roles[Board.PAWN] & backRanks) != 0) {
            problems.add(problem(BOARD, "setup.pawnOnBackRank",
                    Squares.name(Long.numberOfTrailingZeros(b.roles[Board.PAWN] & backRanks))));
        }
        if (!problems.isEmpty()) {
            return ParseResult.fail(problems);
        }
        checkCastling(b, problems);
        checkEp(b, problems);
        int them = b.turn ^ 1;
        if (b.attackers(b.king(them), b.turn, b.occupied()) != 0) {
            problems.add(problem(TURN, "setup.oppositeCheck", sideName(them)));
        }
        long checkers = b.attackers(b.king(b.turn), them, b.occupied());
        if (Long.bitCount(checkers) > 2 || (Long.bitCount(checkers) == 2 && impossibleDoubleCheck(b, checkers))) {
            problems.add(problem(BOARD, "setup.impossibleCheck", Long.bitCount(checkers)));
        }
        return problems.isEmpty() ? ParseResult.ok(new ChessPosition(b)) : ParseResult.fail(problems);
    }

    /**
     * Two checkers on one line with the king cannot both come from one move; nor can two pawns,
     * two knights, a pawn and a knight, or two pieces of the same kind of slider, since a
     * discovered double check needs one slider and one other piece.
     */
    private static boolean impossibleDoubleCheck(Board b, long checkers) {
        int a = Long.numberOfTrailingZeros(checkers);
        int c = 63 - Long.numberOfLeadingZeros(checkers);
        int ksq = b.king(b.turn);
        if ((AttackTables.LINE[a][c] & (1L << ksq)) != 0) {
            return true;
        }
        int ra = b.roleAt(a);
        int rc = b.roleAt(c);
        boolean sliderA = ra == Board.BISHOP || ra == Board.ROOK || ra == Board.QUEEN;
        boolean sliderC = rc == Board.BISHOP || rc == Board.ROOK || rc == Board.QUEEN;
        return !sliderA && !sliderC;
    }

    private static void checkCastling(Board b, List<Problem> problems) {
        for (long r = b.castlingRooks; r != 0; r &= r - 1) {
            int sq = Long.numberOfTrailingZeros(r);
            int side = sq < 8 ? 0 : sq >= 56 ? 1 : -1;
            boolean ok = side >= 0 && b.sideAt(sq) == side && b.roleAt(sq) == Board.ROOK
                    && ((b.roles[Board.KING] & b.sides[side]) & (side == 0 ? 0xFFL : 0xFFL << 56)) != 0;
            if (ok) {
                int ksq = b.king(side);
                long sameWing = 0;
                for (long o = b.castlingRooks & (side == 0 ? 0xFFL : 0xFFL << 56); o != 0; o &= o - 1) {
                    int other = Long.numberOfTrailingZeros(o);
                    if ((other > ksq) == (sq > ksq)) {
                        sameWing++;
                    }
                }
                ok = sameWing == 1;
            }
            if (!ok) {
                problems.add(problem(CASTLING, "setup.castlingRook", Squares.name(sq)));
            }
        }
    }

    private static void checkEp(Board b, List<Problem> problems) {
        int ep = b.epSquare;
        if (ep < 0) {
            return;
        }
        int expectedRank = b.turn == 0 ? 5 : 2;
        int pawnSq = ep + (b.turn == 0 ? -8 : 8);
        int originSq = ep + (b.turn == 0 ? 8 : -8);
        boolean ok = Squares.rank(ep) == expectedRank && b.sideAt(ep) < 0 && b.sideAt(originSq) < 0
                && b.sideAt(pawnSq) == (b.turn ^ 1) && b.roleAt(pawnSq) == Board.PAWN;
        if (!ok) {
            problems.add(problem(EP, "setup.epSquare", Squares.name(ep)));
        }
    }

    private static Message sideName(int side) {
        return Message.of(org.chessarbiter.rules.Outcome.class, side == 0 ? "side.FIRST" : "side.SECOND");
    }

    private static Problem problem(String field, String key, Object... args) {
        return Problem.error(ProblemKind.ILLEGAL, Location.field(field, 0, 0), Message.of(SetupValidator.class, key, args));
    }
}
