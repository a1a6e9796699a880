package org.chessarbiter.rules.chess.internal;

/**
 * Legal move generation (FIDE 2018 Art. 3): moves are generated legal, not pseudo-legal: the king
 * never steps onto an attacked square (3.9), pinned pieces stay on their pin line, in check only
 * moves that capture or block the checker or move the king (3.9.2), en passant (3.7.4) checked by
 * playing it, castling with every condition of 3.8.2 in its Chess960 form (Guidelines II.3).
 */
public final class MoveGenerator {
    private MoveGenerator() {
    }

    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = 0xFFL << 56;
    /** The king's destinations by castling of each side: the c- and g-files of its first rank (FIDE 2018 3.8.2). */
    private static final long[] KING_CASTLES_TO = {1L << 2 | 1L << 6, 1L << 58 | 1L << 62};

    /** Writes the legal moves of {@code b} into {@code out}; returns how many. */
    public static int generate(Board b, int[] out) {
        return generate(b, out, ~0L);
    }

    /**
     * Writes the legal moves of {@code b} that end on a square of {@code dest} into {@code out}, a castling move
     * when its rook's square or the king's destination is one of them (the legal moves of
     * {@link #generate(Board, int[])} with those destinations, in the same order); returns how many.
     */
    public static int generate(Board b, int[] out, long dest) {
        return generate(b, out, dest, ~0L);
    }

    /**
     * Writes the legal moves of {@code b} from a square of {@code origins} that end on a square of {@code dest}
     * (castling as in {@link #generate(Board, int[], long)}, when the king's square is one of {@code origins}) into
     * {@code out}, in the order of the whole list; returns how many. Reading a written move asks for the few
     * pieces that can have made it: the others are not looked at.
     */
    public static int generate(Board b, int[] out, long dest, long origins) {
        int us = b.turn;
        int them = us ^ 1;
        long own = b.sides[us];
        long opp = b.sides[them];
        long occ = own | opp;
        int ksq = b.king(us);
        long checkers = b.attackers(ksq, them, occ);
        int n = 0;

        long occNoKing = occ ^ (1L << ksq);
        long kingFrom = origins >>> ksq & 1;
        for (long t = AttackTables.KING[ksq] & ~own & dest & -kingFrom; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            if (b.attackers(to, them, occNoKing) == 0) {
                out[n++] = MoveCodec.of(ksq, to);
            }
        }
        if (Long.bitCount(checkers) > 1) {
            return n;
        }
        long target = (checkers == 0 ? ~own : AttackTables.BETWEEN[ksq][Long.numberOfTrailingZeros(checkers)] | checkers)
                & dest;
        long movers = own & origins;
        long knights = b.roles[Board.KNIGHT] & movers;
        long diagonal = (b.roles[Board.BISHOP] | b.roles[Board.QUEEN]) & movers;
        long straight = (b.roles[Board.ROOK] | b.roles[Board.QUEEN]) & movers;
        long pawns = b.roles[Board.PAWN] & movers;
        if (Long.bitCount(dest) == 1) {
            // one square: only the pieces that reach it (the attack relations are symmetric)
            int sq = Long.numberOfTrailingZeros(dest);
            knights &= AttackTables.KNIGHT[sq];
            diagonal &= MagicTables.bishop(sq, occ);
            straight &= MagicTables.rook(sq, occ);
            pawns &= AttackTables.PAWN[them][sq] | (us == Board.WHITE ? dest >>> 8 | dest >>> 16 : dest << 8 | dest << 16);
        }
        // a pinned piece stands on a line through the king: the pins are looked for only when a mover does
        long pinned = ((knights | diagonal | straight | pawns) & AttackTables.RAYS[ksq]) == 0 ? 0 : pinned(b, us, ksq, occ);
        knights &= ~pinned;

        for (long p = knights; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            n = addAll(out, n, from, AttackTables.KNIGHT[from] & target);
        }
        n = sliderMoves(out, n, diagonal, true, ksq, occ, target, pinned);
        n = sliderMoves(out, n, straight, false, ksq, occ, target, pinned);
        n = pawnMoves(b, out, n, pawns, us, ksq, occ, opp, target, pinned,
                b.epSquare >= 0 && (dest >>> b.epSquare & 1) != 0);
        if (checkers == 0 && kingFrom != 0 && (dest & (b.castlingRooks & own | KING_CASTLES_TO[us])) != 0) {
            // castling looked for only where it can end: the squares it crosses are not tested for every other square
            n = castling(b, out, n, us, ksq, occ, dest);
        }
        return n;
    }

    /** Writes the legal castling moves of {@code b} (FIDE 2018 3.8.2) into {@code out}, in the order of the whole list; returns how many. */
    public static int castlingMoves(Board b, int[] out) {
        int us = b.turn;
        int ksq = b.king(us);
        long occ = b.sides[0] | b.sides[1];
        return b.attackers(ksq, us ^ 1, occ) != 0 ? 0 : castling(b, out, 0, us, ksq, occ, ~0L);
    }

    /** Moves of bishops/queens ({@code diagonal}) or rooks/queens; a pinned slider stays on its pin line. */
    private static int sliderMoves(int[] out, int n, long sliders, boolean diagonal, int ksq, long occ, long target,
            long pinned) {
        for (long p = sliders; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long t = (diagonal ? MagicTables.bishop(from, occ) : MagicTables.rook(from, occ)) & target;
            if ((pinned & (1L << from)) != 0) {
                t &= AttackTables.LINE[ksq][from];
            }
            n = addAll(out, n, from, t);
        }
        return n;
    }

    private static int addAll(int[] out, int n, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            out[n++] = MoveCodec.of(from, Long.numberOfTrailingZeros(t));
        }
        return n;
    }

    /** Own pieces that alone stand between the own king and an enemy slider. */
    private static long pinned(Board b, int us, int ksq, long occ) {
        long them = b.sides[us ^ 1];
        long snipers = ((MagicTables.rook(ksq, 0) & (b.roles[Board.ROOK] | b.roles[Board.QUEEN]))
                | (MagicTables.bishop(ksq, 0) & (b.roles[Board.BISHOP] | b.roles[Board.QUEEN]))) & them;
        long pinned = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = AttackTables.BETWEEN[ksq][Long.numberOfTrailingZeros(snipers)] & occ;
            if (between != 0 && (between & (between - 1)) == 0) {
                pinned |= between & b.sides[us];
            }
        }
        return pinned;
    }

    private static int pawnMoves(Board b, int[] out, int n, long pawns, int us, int ksq, long occ, long opp,
            long target, long pinned, boolean enPassant) {
        int dir = us == Board.WHITE ? 8 : -8;
        long promoRank = us == Board.WHITE ? RANK_8 : RANK_1;
        long doubleRank = us == Board.WHITE ? 0xFFL << 16 : 0xFFL << 40;
        for (long p = pawns; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long fromBit = 1L << from;
            long allowed = (pinned & fromBit) != 0 ? AttackTables.LINE[ksq][from] : ~0L;
            long t = 0;
            int one = from + dir;
            long oneBit = 1L << one;
            if ((occ & oneBit) == 0) {
                t |= oneBit;
                if ((oneBit & doubleRank) != 0) {
                    long twoBit = 1L << (one + dir);
                    if ((occ & twoBit) == 0) {
                        t |= twoBit;
                    }
                }
            }
            t |= AttackTables.PAWN[us][from] & opp;
            t &= target & allowed;
            for (; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                if (((1L << to) & promoRank) != 0) {
                    for (int role = Board.QUEEN; role >= Board.KNIGHT; role--) {
                        out[n++] = MoveCodec.promotion(from, to, role);
                    }
                } else {
                    out[n++] = MoveCodec.of(from, to);
                }
            }
            if (enPassant && (AttackTables.PAWN[us][from] & (1L << b.epSquare)) != 0
                    && enPassantIsLegal(b, us, ksq, from, b.epSquare, occ)) {
                out[n++] = MoveCodec.of(from, b.epSquare);
            }
        }
        return n;
    }

    /** FIDE 2018 3.7.4: the capture removes the pawn beside; legal if the king is then not attacked. */
    private static boolean enPassantIsLegal(Board b, int us, int ksq, int from, int to, long occ) {
        int captured = to + (us == Board.WHITE ? -8 : 8);
        long capturedBit = 1L << captured;
        if ((b.roles[Board.PAWN] & b.sides[us ^ 1] & capturedBit) == 0 || (occ & (1L << to)) != 0) {
            return false;
        }
        long after = (occ ^ (1L << from) ^ capturedBit) | (1L << to);
        long them = b.sides[us ^ 1] & ~capturedBit;
        long sliders = ((MagicTables.rook(ksq, after) & (b.roles[Board.ROOK] | b.roles[Board.QUEEN]))
                | (MagicTables.bishop(ksq, after) & (b.roles[Board.BISHOP] | b.roles[Board.QUEEN]))) & them;
        long leapers = ((AttackTables.KNIGHT[ksq] & b.roles[Board.KNIGHT])
                | (AttackTables.PAWN[us][ksq] & b.roles[Board.PAWN])) & them;
        return sliders == 0 && leapers == 0;
    }

    /**
     * FIDE 2018 3.8.2 / Guidelines II.3: for each rook with castling rights, the squares between the
     * king and its destination and between the rook and its destination (destinations included)
     * must be empty but for these two pieces, the king not in check (checked by the caller) and no
     * square the king crosses or lands on attacked (with king and rook lifted, so that the rook
     * cannot shield the king's destination from a slider along the rank).
     */
    private static int castling(Board b, int[] out, int n, int us, int ksq, long occ, long dest) {
        long backRank = us == Board.WHITE ? RANK_1 : RANK_8;
        if (((1L << ksq) & backRank) == 0) {
            return n;
        }
        int rank = ksq & 56;
        for (long rooks = b.castlingRooks & backRank & b.roles[Board.ROOK] & b.sides[us]; rooks != 0; rooks &= rooks - 1) {
            int rook = Long.numberOfTrailingZeros(rooks);
            boolean kingSide = rook > ksq;
            int kingTo = rank | (kingSide ? 6 : 2);
            int rookTo = rank | (kingSide ? 5 : 3);
            if ((dest & (1L << rook | 1L << kingTo)) == 0) {
                continue;
            }
            long kingPath = AttackTables.BETWEEN[ksq][kingTo] | (1L << kingTo);
            long rookPath = AttackTables.BETWEEN[rook][rookTo] | (1L << rookTo);
            long lifted = occ ^ (1L << ksq) ^ (1L << rook);
            if (((kingPath | rookPath) & lifted) != 0) {
                continue;
            }
            boolean safe = true;
            for (long s = kingPath; s != 0 && safe; s &= s - 1) {
                safe = b.attackers(Long.numberOfTrailingZeros(s), us ^ 1, lifted) == 0;
            }
            if (safe) {
                out[n++] = MoveCodec.castle(ksq, rook);
            }
        }
        return n;
    }
}
