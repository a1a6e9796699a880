package org.chessarbiter.rules.chess.internal;

/**
 * Slider attacks (FIDE 2018 3.2-3.4: bishop, rook, queen may not jump) by magic bitboards. The
 * magic multipliers come from {@link MagicNumberTables} (found once by this class's own seeded
 * search, {@link #searchMagics}); at class initialisation every one is verified against the
 * ray-walking reference for every occupancy subset, and searched again if it fails, so no
 * unverified constant is ever used.
 */
public final class MagicTables {
    private MagicTables() {
    }

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final long[][] ROOK_ATTACKS = new long[64][];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final long[][] BISHOP_ATTACKS = new long[64][];

    private static long seed = 0x9E3779B97F4A7C15L;

    static {
        for (int sq = 0; sq < 64; sq++) {
            init(sq, AttackTables.ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_ATTACKS, MagicNumberTables.ROOK[sq]);
            init(sq, AttackTables.BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_ATTACKS,
                    MagicNumberTables.BISHOP[sq]);
        }
    }

    public static long rook(int sq, long occupied) {
        return ROOK_ATTACKS[sq][(int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    public static long bishop(int sq, long occupied) {
        return BISHOP_ATTACKS[sq][(int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    public static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }

    private static long random() {
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return seed;
    }

    /** Searches magic multipliers for all squares from scratch (to regenerate {@link MagicNumberTables}). */
    public static long[] searchMagics(boolean rook) {
        long[] out = new long[64];
        long[] masks = new long[64];
        int[] shifts = new int[64];
        long[][] tables = new long[64][];
        for (int sq = 0; sq < 64; sq++) {
            init(sq, rook ? AttackTables.ROOK_DIRS : AttackTables.BISHOP_DIRS, masks, out, shifts, tables, 0);
        }
        return out;
    }

    private static void init(int sq, int[][] dirs, long[] masks, long[] magics, int[] shifts, long[][] tables,
            long known) {
        long edges = ((0xFFL | 0xFF00000000000000L) & ~(0xFFL << (8 * (sq >>> 3))))
                | ((0x0101010101010101L | 0x8080808080808080L) & ~(0x0101010101010101L << (sq & 7)));
        long mask = AttackTables.slide(sq, 0, dirs) & ~edges;
        int bits = Long.bitCount(mask);
        int n = 1 << bits;
        long[] occ = new long[n];
        long[] att = new long[n];
        long subset = 0;
        for (int i = 0; i < n; i++) {
            occ[i] = subset;
            att[i] = AttackTables.slide(sq, subset, dirs);
            subset = (subset - mask) & mask;
        }
        long[] table = new long[n];
        int[] epoch = new int[n];
        for (int attempt = 1;; attempt++) {
            long magic = attempt == 1 && known != 0 ? known : random() & random() & random();
            if (magic != known && Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                int idx = (int) ((occ[i] * magic) >>> (64 - bits));
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    table[idx] = att[i];
                } else if (table[idx] != att[i]) {
                    ok = false;
                }
            }
            if (ok) {
                masks[sq] = mask;
                magics[sq] = magic;
                shifts[sq] = 64 - bits;
                tables[sq] = table;
                return;
            }
        }
    }
}
