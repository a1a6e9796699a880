package org.chessarbiter.engine.search;

/**
 * What the search learned about positions it has seen, by hash: depth, score and its bound, best move.
 * One slot per index, replaced by a deeper or newer entry. Mate scores are stored relative to the
 * position (not the root) and given back relative to the asking ply.
 */
final class TranspositionTable {
    static final int EXACT = 0;
    static final int LOWER = 1;
    static final int UPPER = 2;

    private static final long VALID = 1L << 55;

    private final long[] keys;
    /** move (bits 0-31), score (32-47, signed), depth (48-54), valid (55), bound (56-57), age (58-63). */
    private final long[] data;
    private final int mask;
    private int age;

    TranspositionTable(int log2Size) {
        keys = new long[1 << log2Size];
        data = new long[1 << log2Size];
        mask = (1 << log2Size) - 1;
    }

    /** Starts a new search: older entries give way to newer ones. */
    void newSearch() {
        age = (age + 1) & 63;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
    }

    /** The packed entry for {@code key}, or 0 when there is none. */
    long probe(long key) {
        int i = (int) key & mask;
        return keys[i] == key ? data[i] : 0;
    }

    void store(long key, int move, int score, int depth, int bound, int ply) {
        int i = (int) key & mask;
        long old = data[i];
        if (keys[i] != key && old != 0 && age(old) == age && depth(old) > depth) {
            return;
        }
        int s = Scores.toTable(score, ply);
        if (keys[i] == key && move == 0) {
            move = move(old);
        }
        keys[i] = key;
        data[i] = (move & 0xFFFFFFFFL) | ((long) (s & 0xFFFF) << 32) | ((long) (depth & 0x7F) << 48) | VALID
                | ((long) bound << 56) | ((long) age << 58);
    }

    static int move(long entry) {
        return (int) entry;
    }

    static int score(long entry, int ply) {
        return Scores.fromTable((short) (entry >>> 32), ply);
    }

    static int depth(long entry) {
        return (int) (entry >>> 48) & 0x7F;
    }

    static int bound(long entry) {
        return (int) (entry >>> 56) & 3;
    }

    private static int age(long entry) {
        return (int) (entry >>> 58) & 63;
    }
}
