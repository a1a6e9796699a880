package org.chessarbiter.rules.chess;

import org.chessarbiter.rules.chess.internal.Board;

/**
 * Start positions: the standard one (FIDE 2018 2.3) and the 960 of Chess960 (FIDE 2018 Guidelines
 * II.2: bishops on opposite colours, king between the rooks, Black mirroring White), numbered 0-959
 * by the Scharnagl scheme, in which number 518 is the standard position.
 */
public final class StartPositions {
    private StartPositions() {
    }

    /** The Scharnagl number of the standard start position. */
    public static final int STANDARD_960 = 518;

    private static final int[][] KNIGHTS = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

    /** The board of the standard start position, copied for each position made (a board is never changed once a position holds it). */
    private static final Board STANDARD = chess960(STANDARD_960).boardView();

    /** The standard start position: a new one, of which nothing is computed yet (every game checked starts from one). */
    public static ChessPosition standard() {
        return new ChessPosition(STANDARD.copy());
    }

    /**
     * The back rank of Chess960 position {@code n} (0..959) as role indices, a-file first.
     *
     * @throws IllegalArgumentException if {@code n} is out of range
     */
    public static Role[] backRank(int n) {
        if (n < 0 || n > 959) {
            throw new IllegalArgumentException("Chess960 numbers are 0..959: " + n);
        }
        Role[] rank = new Role[8];
        rank[(n % 4) * 2 + 1] = Role.BISHOP;
        n /= 4;
        rank[(n % 4) * 2] = Role.BISHOP;
        n /= 4;
        placeNth(rank, n % 6, Role.QUEEN);
        n /= 6;
        int[] knights = KNIGHTS[n];
        int k1 = freeIndex(rank, knights[0]);
        int k2 = freeIndex(rank, knights[1]);
        rank[k1] = Role.KNIGHT;
        rank[k2] = Role.KNIGHT;
        placeNth(rank, 0, Role.ROOK);
        placeNth(rank, 0, Role.KING);
        placeNth(rank, 0, Role.ROOK);
        return rank;
    }

    private static int freeIndex(Role[] rank, int nth) {
        for (int i = 0, seen = 0; i < 8; i++) {
            if (rank[i] == null && seen++ == nth) {
                return i;
            }
        }
        throw new IllegalStateException();
    }

    private static void placeNth(Role[] rank, int nth, Role role) {
        rank[freeIndex(rank, nth)] = role;
    }

    /** Chess960 start position {@code n} (0..959), both rooks of each side with castling rights. */
    public static ChessPosition chess960(int n) {
        Role[] rank = backRank(n);
        Board b = new Board();
        for (int f = 0; f < 8; f++) {
            b.put(0, rank[f].ordinal(), f);
            b.put(1, rank[f].ordinal(), 56 + f);
            b.put(0, Board.PAWN, 8 + f);
            b.put(1, Board.PAWN, 48 + f);
        }
        b.castlingRooks = b.roles[Board.ROOK];
        return new ChessPosition(b);
    }
}
