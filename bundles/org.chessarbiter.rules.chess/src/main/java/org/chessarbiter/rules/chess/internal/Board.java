package org.chessarbiter.rules.chess.internal;

/**
 * The mutable board state the generator works on: one bitboard per role and per side, side to move,
 * castling rights as the set of rooks that may still castle (so Chess960 needs nothing more), the en
 * passant square left by the last double step, and the move counters. Copy-make: callers copy a
 * board and {@link #play} a legal move on the copy.
 */
public final class Board {
    public static final int WHITE = 0;
    public static final int BLACK = 1;
    public static final int PAWN = 0;
    public static final int KNIGHT = 1;
    public static final int BISHOP = 2;
    public static final int ROOK = 3;
    public static final int QUEEN = 4;
    public static final int KING = 5;

    public final long[] roles = new long[6];
    public final long[] sides = new long[2];
    public int turn;
    /** Rooks with castling rights (both sides), FIDE 2018 3.8.2.1 (a). */
    public long castlingRooks;
    /** The square passed by the last double step (FIDE 2018 3.7.4), or -1. */
    public int epSquare = -1;
    public int halfmoves;
    public int fullmoves = 1;

    public void copyFrom(Board o) {
        System.arraycopy(o.roles, 0, roles, 0, 6);
        sides[0] = o.sides[0];
        sides[1] = o.sides[1];
        turn = o.turn;
        castlingRooks = o.castlingRooks;
        epSquare = o.epSquare;
        halfmoves = o.halfmoves;
        fullmoves = o.fullmoves;
    }

    public Board copy() {
        Board b = new Board();
        b.copyFrom(this);
        return b;
    }

    public long occupied() {
        return sides[0] | sides[1];
    }

    /** The role index on {@code sq}, or -1 when empty. */
    public int roleAt(int sq) {
        long b = 1L << sq;
        for (int r = 0; r < 6; r++) {
            if ((roles[r] & b) != 0) {
                return r;
            }
        }
        return -1;
    }

    /** The side (0/1) of the piece on {@code sq}, or -1 when empty. */
    public int sideAt(int sq) {
        long b = 1L << sq;
        return (sides[0] & b) != 0 ? 0 : (sides[1] & b) != 0 ? 1 : -1;
    }

    public void put(int side, int role, int sq) {
        long b = 1L << sq;
        roles[role] |= b;
        sides[side] |= b;
    }

    public void remove(int sq) {
        long nb = ~(1L << sq);
        for (int r = 0; r < 6; r++) {
            roles[r] &= nb;
        }
        sides[0] &= nb;
        sides[1] &= nb;
    }

    public int king(int side) {
        return Long.numberOfTrailingZeros(roles[KING] & sides[side]);
    }

    /** The pieces of {@code side} attacking {@code sq} given {@code occupied}. */
    public long attackers(int sq, int side, long occupied) {
        long them = sides[side];
        return ((AttackTables.PAWN[side ^ 1][sq] & roles[PAWN])
                | (AttackTables.KNIGHT[sq] & roles[KNIGHT])
                | (AttackTables.KING[sq] & roles[KING])
                | (MagicTables.bishop(sq, occupied) & (roles[BISHOP] | roles[QUEEN]))
                | (MagicTables.rook(sq, occupied) & (roles[ROOK] | roles[QUEEN]))) & them;
    }

    /** Whether the side to move is in check. */
    public boolean inCheck() {
        return attackers(king(turn), turn ^ 1, occupied()) != 0;
    }

    /** Plays a legal move (packed by {@link MoveCodec}) on this board. */
    public void play(int move) {
        int from = MoveCodec.from(move);
        int to = MoveCodec.to(move);
        int us = turn;
        int role = roleAt(from);
        epSquare = -1;
        halfmoves++;
        if (us == BLACK) {
            fullmoves++;
        }
        if (MoveCodec.isCastle(move)) {
            int rank = from & 56;
            boolean kingSide = to > from;
            remove(from);
            remove(to);
            put(us, KING, rank | (kingSide ? 6 : 2));
            put(us, ROOK, rank | (kingSide ? 5 : 3));
            castlingRooks &= ~(0xFFL << rank);
            turn = us ^ 1;
            return;
        }
        long toBit = 1L << to;
        boolean capture = (sides[us ^ 1] & toBit) != 0;
        if (capture) {
            remove(to);
            halfmoves = 0;
            castlingRooks &= ~toBit;
        }
        remove(from);
        if (role == PAWN) {
            halfmoves = 0;
            if (((from ^ to) & 7) != 0 && !capture) {
                remove(to + (us == WHITE ? -8 : 8));
            } else if (Math.abs(to - from) == 16) {
                epSquare = (from + to) >>> 1;
            }
            int promo = MoveCodec.promotionRole(move);
            put(us, promo != 0 ? promo : PAWN, to);
        } else {
            put(us, role, to);
            if (role == KING) {
                castlingRooks &= ~(us == WHITE ? 0xFFL : 0xFFL << 56);
            }
        }
        castlingRooks &= ~(1L << from);
        turn = us ^ 1;
    }
}
